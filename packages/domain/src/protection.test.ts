import { describe, expect, it } from 'vitest';
import type { Cents } from './money.js';
import {
  addMonths,
  addMonthsInstant,
  explainRtp,
  formatRtp,
  isLossLimitRefusal,
  isLowering,
  periodBounds,
  protectionMessages,
  saoPauloMidnight,
} from './protection.js';

const at = (iso: string) => Date.parse(iso);

describe('periods on the São Paulo clock', () => {
  it('midnight in São Paulo is 03:00 UTC', () => {
    expect(saoPauloMidnight('2026-03-10')).toBe(at('2026-03-10T03:00:00.000Z'));
  });

  it('a day, a week from Monday and a calendar month', () => {
    // Tuesday 10/03/2026 01:30 in São Paulo (04:30 UTC).
    const now = at('2026-03-10T04:30:00.000Z');
    expect(periodBounds('day', now)).toEqual({
      start: at('2026-03-10T03:00:00.000Z'),
      end: at('2026-03-11T03:00:00.000Z'),
    });
    expect(periodBounds('week', now)).toEqual({
      start: at('2026-03-09T03:00:00.000Z'),
      end: at('2026-03-16T03:00:00.000Z'),
    });
    expect(periodBounds('month', now)).toEqual({
      start: at('2026-03-01T03:00:00.000Z'),
      end: at('2026-04-01T03:00:00.000Z'),
    });
    // 23:30 on Sunday 15/03 in São Paulo is still the week of Monday 09/03.
    expect(periodBounds('week', at('2026-03-16T02:30:00.000Z')).start).toBe(
      at('2026-03-09T03:00:00.000Z'),
    );
  });

  it('adds months clamping to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsInstant(at('2026-03-10T18:00:00.000Z'), 12)).toBe(
      at('2027-03-10T18:00:00.000Z'),
    );
  });
});

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
    protectionMessages.lossLimitReached(
      { lossLimit: 50_000 as Cents, lossPeriod: 'week', sessionMinutes: 60 },
      at('2026-11-30T03:00:00.000Z'),
    ),
  ).toBe('Limite de perdas atingido: R$\u00a0500,00 por semana. Renova em 30/11 às 00:00.');
});

it('an amount above what is left says the maximum now, not that the limit was reached', () => {
  const message = protectionMessages.lossLimitExceeded(
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
    'RTP 97%: a cada R$\u00a0100,00 apostados, em média R$\u00a03,00 ficam com a casa. Ninguém consegue prever as rodadas.',
  );
  expect(formatRtp(96.27)).toBe('RTP 96,27%');
});
