import { describe, expect, it } from 'vitest';
import { toCents, type Cents } from '../money.js';
import { messageAreas } from './all-areas.js';
import { authMessages } from './auth.js';
import { commonMessages } from './common.js';
import { gamesMessages } from './games.js';
import { glossary } from './glossary.js';
import { historyMessages } from './history.js';
import {
  fill,
  gapLine,
  houseCompareVerdict,
  hoursObservedSentence,
  hoursWindowSentence,
  houseKeepsSentence,
  lossLimitCountSentence,
  oddsVsObservedSummary,
  strategyHeadline,
  todayMoneySentence,
} from './sentences.js';
import { walletMessages } from './wallet.js';

const reais = (cents: Cents) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

describe('Horários and the glossary', () => {
  it('counts hits over the real window, never a wait or "hoje"', () => {
    const sentence = hoursObservedSentence('10x ou mais', 89, 1000);
    expect(sentence).toBe('10x ou mais saiu em 89 das últimas 1.000 rodadas (8,9%).');
    expect(sentence).not.toMatch(/a cada|[Hh]oje|em média|de jogo/);
    // The window is said once, its duration never split across lines.
    expect(hoursWindowSentence(1000, 6 * 3600 + 53 * 60)).toBe(
      'Contamos as últimas 1.000 rodadas, cerca de 6\u00a0h\u00a053\u00a0min de jogo.',
    );
    expect(hoursWindowSentence(3, 59)).toBe(
      'Contamos as últimas 3 rodadas, cerca de 1\u00a0min de jogo.',
    );
  });

  it('explains each term briefly and by name; no player text says KYC', () => {
    for (const [term, text] of Object.entries(glossary)) {
      expect(text.length, term).toBeLessThan(320);
      expect(text.toLowerCase(), term).toContain(term.toLowerCase().split(' ')[0]);
    }
    expect(messageAreas.flatMap(Object.values).join(' ')).not.toMatch(/\bKYC\b/);
  });
});

describe('messages', () => {
  it('defines each text once', () => {
    const texts = messageAreas.flatMap(Object.values);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the spec texts word for word', () => {
    expect(authMessages.loginFailed).toBe('Usuário ou senha inválidos.');
    expect(walletMessages.withdrawMinimum).toBe('O valor mínimo para saque é R$ 30,00.');
    expect(walletMessages.addressRequired).toBe(
      'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
    );
    expect(gamesMessages.signalHonesty).toBe(
      'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
    );
  });

  it('fills every placeholder of a message by name, each time it appears', () => {
    expect(fill(commonMessages.depositMinimum, { valor: 'R$ 10,00' })).toBe(
      'O valor mínimo para depósito é R$ 10,00.',
    );
    expect(fill('{n} de {total}, {n}', { n: 2, total: 5 })).toBe('2 de 5, 2');
    // @ts-expect-error: a message's placeholders are all required, by name.
    expect(fill(commonMessages.depositMinimum, {})).toBe(commonMessages.depositMinimum);
  });
});

describe('money sentences of the protection and lab screens', () => {
  it('never counts an unpaid Pix as deposited in the header', () => {
    expect(
      todayMoneySentence(
        {
          deposits: toCents(5_000),
          withdrawals: toCents(0),
          net: toCents(5_000),
          awaiting: toCents(5_000),
        },
        reais,
      ),
    ).toBe('Hoje: você depositou R$ 50,00 · R$ 50,00 em Pix aguardando pagamento');
    expect(
      todayMoneySentence(
        {
          deposits: toCents(0),
          withdrawals: toCents(2_000),
          net: toCents(-2_000),
          awaiting: toCents(0),
        },
        reais,
      ),
    ).toBe('Hoje: você sacou R$ 20,00');
    expect(
      todayMoneySentence(
        {
          deposits: toCents(10_000),
          withdrawals: toCents(5_000),
          net: toCents(5_000),
          awaiting: toCents(0),
        },
        reais,
      ),
    ).toBe('Hoje: você depositou R$ 100,00 e sacou R$ 50,00');
    expect(
      todayMoneySentence(
        {
          deposits: toCents(0),
          withdrawals: toCents(0),
          net: toCents(0),
          awaiting: toCents(2_000),
        },
        reais,
      ),
    ).toBe('Hoje: nenhum depósito ou saque · R$ 20,00 em Pix aguardando pagamento');
    expect(
      todayMoneySentence(
        { deposits: toCents(0), withdrawals: toCents(0), net: toCents(0), awaiting: toCents(0) },
        reais,
      ),
    ).toBe('Hoje: nenhum depósito ou saque');
  });

  it('names the figure the loss limit counts, from zero up, never as losses', () => {
    expect(
      lossLimitCountSentence(
        { period: 'week', net: toCents(7_000), limit: toCents(20_000) },
        reais,
      ),
    ).toBe(
      'Depositado menos sacado nesta semana: R$ 70,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
    // More withdrawn than deposited: the figure stays at zero and the words say why.
    expect(
      lossLimitCountSentence(
        { period: 'week', net: toCents(-25_800), limit: toCents(20_000) },
        reais,
      ),
    ).toBe(
      'Depositado menos sacado nesta semana: R$ 0,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Você sacou R$ 258,00 a mais do que depositou.',
    );
    expect(
      lossLimitCountSentence(
        { period: 'month', net: toCents(25_000), limit: toCents(20_000) },
        reais,
      ),
    ).toBe(
      'Depositado menos sacado neste mês: R$ 250,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
    expect(
      lossLimitCountSentence({ period: 'day', net: toCents(0), limit: toCents(20_000) }, reais),
    ).toBe(
      'Depositado menos sacado hoje: R$ 0,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
  });

  it('says an unpaid Pix the limit reserves, never silently', () => {
    expect(
      lossLimitCountSentence(
        { period: 'week', net: toCents(10_000), limit: toCents(20_000), awaiting: toCents(10_000) },
        reais,
      ),
    ).toBe(
      'Depositado menos sacado nesta semana: R$ 100,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Inclui R$ 100,00 de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.',
    );
    expect(
      lossLimitCountSentence(
        { period: 'month', net: toCents(15_000), limit: toCents(20_000), awaiting: toCents(5_000) },
        reais,
      ),
    ).toBe(
      'Depositado menos sacado neste mês: R$ 150,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Inclui R$ 50,00 de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.',
    );
  });

  it('leads the strategy lab with the bankroll at the end against the start', () => {
    expect(
      strategyHeadline(
        { sessions: 10_000, bankroll: toCents(10_000), meanFinal: toCents(9695) },
        reais,
      ),
    ).toBe(
      'Em 10.000 partidas de R$ 100,00, a banca terminou em média com R$ 96,95: R$ 3,05 a menos do que no início.',
    );
    expect(
      strategyHeadline({ sessions: 1, bankroll: toCents(5000), meanFinal: toCents(5100) }, reais),
    ).toBe(
      'Em 1 partida de R$ 50,00, a banca terminou em média com R$ 51,00: R$ 1,00 a mais do que no início.',
    );
    expect(
      strategyHeadline({ sessions: 2, bankroll: toCents(5000), meanFinal: toCents(5000) }, reais),
    ).toBe(
      'Em 2 partidas de R$ 50,00, a banca terminou em média com R$ 50,00: o mesmo valor do início.',
    );
    expect(houseKeepsSentence(97, reais)).toBe(
      'A casa fica, em média, com R$ 3,00 de cada R$ 100,00 apostados.',
    );
  });
});

describe('Histórico Aviator and Comparar casas in plain words', () => {
  it('sums up the odds against the window in one sentence', () => {
    const rows = [
      { name: '2x', agreement: 'agrees' as const },
      { name: '10x', agreement: 'observedAbove' as const },
      { name: '30x', agreement: 'observedBelow' as const },
    ];
    const summary = oddsVsObservedSummary(rows, 100);
    expect(summary).toBe(
      'Nas últimas 100 rodadas, as de 10x ou mais saíram mais vezes do que a chance real prevê e as de 30x ou mais saíram menos vezes do que a chance real prevê. Isso acontece por acaso: em cada multiplicador, 1 de cada 20 sequências de 100 rodadas sai assim. Não indica padrão.',
    );
    // Never "10x e 30x acima do esperado" (read as "ten times"), never "janelas".
    expect(summary).not.toMatch(/\dx e \d+x|janela/);
    expect(oddsVsObservedSummary([{ name: '2x', agreement: null }], 0)).toBe(
      'Ainda não há rodadas para comparar.',
    );
  });

  it('opens Comparar casas with a verdict that never promises the next round', () => {
    const base = {
      labelA: 'BR4BET',
      labelB: 'VoaBet',
      roundsA: 1000,
      roundsB: 1000,
      since: '15h12',
    };
    expect(houseCompareVerdict({ ...base, differing: [] })).toBe(
      'Nenhuma casa pagou mais. Hoje desde as 15h12, em 1.000 rodadas de cada casa, BR4BET e VoaBet pagaram parecido: as diferenças são do tamanho do acaso.',
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
      `Hoje desde as 15h12, em 1.000 rodadas de cada casa, BR4BET pagou mais velas de 2x ou mais que VoaBet e VoaBet pagou mais velas de 10x ou mais que BR4BET, além do que o acaso explicaria. ${historyMessages.comparePastOnly}`,
    );
    expect(houseCompareVerdict({ ...base, roundsB: 0, differing: [] })).toBe(
      historyMessages.compareNoRounds,
    );
  });
});

describe('Chance na próxima rodada in plain words (docs/product/probability-lab.md#gaps-in-context)', () => {
  it('leads with the next round, then how long ago the last one was, and no run chance', () => {
    expect(gapLine({ name: '30x', position: 52, windowSize: 100, nextChance: '3,23%' })).toBe(
      '30x: 3,23% de chance na próxima rodada, como em toda rodada. A última foi há 51 rodadas.',
    );
    expect(gapLine({ name: '100x', position: null, windowSize: 1000, nextChance: '0,97%' })).toBe(
      '100x: 0,97% de chance na próxima rodada, como em toda rodada. Nenhuma nas últimas 1.000 rodadas.',
    );
    expect(gapLine({ name: '50x', position: 1, windowSize: 100, nextChance: '1,94%' })).toBe(
      '50x: 1,94% de chance na próxima rodada, como em toda rodada. A mais recente chegou a 50x.',
    );
    expect(gapLine({ name: '30x', position: 2, windowSize: 100, nextChance: '3,23%' })).toContain(
      'A última foi há 1 rodada.',
    );
  });
});

describe('the messages split by area', () => {
  it('names each text with a key no other area uses', () => {
    const keys = messageAreas.flatMap((area) => Object.keys(area));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
