import { describe, expect, it } from 'vitest';
import type { Cents } from './money.js';
import {
  explainRtp,
  formatRtp,
  rtpBadge,
  rtpInWords,
  isLossLimitRefusal,
  isLowering,
  protectionRefusals,
} from './protection.js';

const at = (iso: string) => Date.parse(iso);

describe('what counts as lowering a limit', () => {
  const current = { lossLimit: 50_000 as Cents, lossPeriod: 'week' as const, sessionMinutes: 60 };
  it('only a smaller or equal amount and session in the same period', () => {
    expect(isLowering(current, { ...current, lossLimit: 40_000 as Cents })).toBe(true);
    expect(isLowering(current, { ...current, sessionMinutes: 30 })).toBe(true);
    expect(isLowering(current, { ...current, lossLimit: 50_001 as Cents })).toBe(false);
    expect(isLowering(current, { ...current, sessionMinutes: 61 })).toBe(false);
    expect(isLowering(current, { ...current, lossPeriod: 'month' })).toBe(false);
    expect(isLowering(current, { ...current, lossPeriod: 'day', lossLimit: 1_000 as Cents })).toBe(
      false,
    );
  });
});

it('the loss limit message states the limit and when it renews', () => {
  expect(
    protectionRefusals.lossLimitReached(
      { lossLimit: 50_000 as Cents, lossPeriod: 'week', sessionMinutes: 60 },
      at('2026-11-30T03:00:00.000Z'),
    ),
  ).toBe('Limite de perdas atingido: R$\u00a0500,00 por semana. Renova em 30/11 às 00:00.');
});

it('an amount above what is left says the maximum now, not that the limit was reached', () => {
  const message = protectionRefusals.lossLimitExceeded(
    { lossLimit: 20_000 as Cents, lossPeriod: 'week', sessionMinutes: 60 },
    15_000 as Cents,
  );
  expect(message).toBe(
    'Este valor passa do seu limite de perdas (R$\u00a0200,00 por semana). Máximo agora: R$\u00a0150,00.',
  );
  expect(message).not.toContain('atingido');
  expect(isLossLimitRefusal(message)).toBe(true);
});

it('explains the crash RTP in plain words', () => {
  expect(explainRtp(97)).toBe(
    'Retorno ao jogador 97%: a casa fica com R$\u00a03,00 de cada R$\u00a0100,00 apostados, em média. Ninguém consegue prever as rodadas.',
  );
  expect(formatRtp(96.27)).toBe('Retorno ao jogador 96,27%');
  // A tile's badge: short, and still a word rather than the acronym.
  expect(rtpBadge(96.27)).toBe('Retorno 96,27%');
  // The example is that game's own figure, never another game's.
  expect(rtpInWords(96.27)).toBe(
    'Retorno ao jogador 96,27%: a casa fica com R$\u00a03,73 de cada R$\u00a0100,00 apostados',
  );
});
