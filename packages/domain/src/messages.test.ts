import { describe, expect, it } from 'vitest';
import {
  houseKeepsSentence,
  lossLimitLeftSentence,
  lossLimitUsageSentence,
  messages,
  periodMoneySentence,
  strategyHeadline,
} from './messages.js';

const reais = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

describe('messages', () => {
  it('defines each text once', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the spec texts word for word', () => {
    expect(messages.loginFailed).toBe('Usuário ou senha inválidos.');
    expect(messages.withdrawMinimum).toBe('O valor mínimo para saque é R$ 30,00.');
    expect(messages.addressRequired).toBe(
      'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
    );
    expect(messages.signalHonesty).toBe(
      'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
    );
  });
});

describe('money sentences of the protection and lab screens', () => {
  it("says the period in the header's words, never as a bare signed figure", () => {
    expect(periodMoneySentence('month', 6200, reais)).toBe(
      'Neste mês você depositou R$ 62,00 a mais do que sacou.',
    );
    expect(periodMoneySentence('week', -25800, reais)).toBe(
      'Nesta semana você sacou R$ 258,00 a mais do que depositou.',
    );
    expect(periodMoneySentence('day', 0, reais)).toBe('Hoje você não depositou mais do que sacou.');
  });

  it('counts the loss limit used from zero up', () => {
    expect(lossLimitUsageSentence(6200, 20000, reais)).toBe(
      'Limite de perdas usado: R$ 62,00 de R$ 200,00.',
    );
    expect(lossLimitUsageSentence(-25800, 20000, reais)).toBe(
      'Limite de perdas usado: R$ 0,00 de R$ 200,00.',
    );
  });

  it('says, where money goes in, how much more the loss limit lets in', () => {
    expect(lossLimitLeftSentence('week', 6200, 20000, reais)).toBe(
      'Seu limite de perdas permite depositar mais R$ 138,00 nesta semana (de R$ 200,00).',
    );
    expect(lossLimitLeftSentence('day', -500, 20000, reais)).toContain('mais R$ 200,00 hoje');
    expect(lossLimitLeftSentence('month', 25000, 20000, reais)).toContain('mais R$ 0,00 neste mês');
  });

  it('leads the strategy lab with what happened to the bankroll', () => {
    expect(
      strategyHeadline(
        { sessions: 10_000, bankroll: 10_000, meanFinal: 9695, replay: false },
        reais,
      ),
    ).toBe('Em 10.000 sessões de R$ 100,00, a banca terminou em média com R$ 96,95.');
    expect(
      strategyHeadline({ sessions: 1, bankroll: 5000, meanFinal: 5100, replay: true }, reais),
    ).toBe(
      'Em 1 sessão de R$ 50,00 nas rodadas guardadas, a banca terminou em média com R$ 51,00.',
    );
    expect(houseKeepsSentence(97, reais)).toBe(
      'A casa fica, em média, com R$ 3,00 de cada R$ 100,00 apostados.',
    );
  });
});
