import { describe, expect, it } from 'vitest';
import {
  houseCompareVerdict,
  messages,
  oddsVsObservedSummary,
  roundsWithoutSentence,
} from './messages.js';

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

describe('Histórico Aviator and Comparar casas in plain words', () => {
  it('says the rounds since the last high candle with one phrase', () => {
    expect(roundsWithoutSentence(['30x'], 16, 100)).toBe('Faz 15 rodadas que não sai 30x.');
    expect(roundsWithoutSentence(['30x', '50x'], 2, 100)).toBe(
      'Faz 1 rodada que não sai 30x nem 50x.',
    );
    expect(roundsWithoutSentence(['30x'], 1, 100)).toBe('Saiu 30x na rodada mais recente.');
    expect(roundsWithoutSentence(['100x'], null, 1000)).toBe(
      'Nenhuma 100x nas últimas 1.000 rodadas.',
    );
  });

  it('sums up the odds against the window in one sentence', () => {
    const rows = [
      { name: '2x', agreement: 'agrees' as const },
      { name: '10x', agreement: 'observedAbove' as const },
      { name: '30x', agreement: 'observedBelow' as const },
    ];
    expect(oddsVsObservedSummary(rows, 100)).toBe(
      `Nas últimas 100 rodadas, 10x acima do esperado e 30x abaixo do esperado. ${messages.oddsOutsideByChance}`,
    );
    expect(oddsVsObservedSummary([{ name: '2x', agreement: null }], 0)).toBe(
      'Sem rodadas na janela para comparar.',
    );
  });

  it('opens Comparar casas with a verdict that never promises the next round', () => {
    const base = { labelA: 'BR4BET', labelB: 'VoaBet', roundsA: 1000, roundsB: 1000 };
    expect(houseCompareVerdict({ ...base, differing: [] })).toBe(
      'Hoje, em 1.000 rodadas de cada casa, BR4BET e VoaBet pagaram parecido: as diferenças são do tamanho do acaso.',
    );
    expect(
      houseCompareVerdict({
        ...base,
        differing: [
          { name: '10x', higher: 'b' },
          { name: '2x', higher: 'a' },
        ],
      }),
    ).toBe(
      `Hoje, em 1.000 rodadas de cada casa, BR4BET pagou mais velas de 2x ou mais que VoaBet e VoaBet pagou mais velas de 10x ou mais que BR4BET, além do que o acaso explicaria. ${messages.comparePastOnly}`,
    );
    expect(houseCompareVerdict({ ...base, roundsB: 0, differing: [] })).toBe(
      messages.compareNoRounds,
    );
  });
});
