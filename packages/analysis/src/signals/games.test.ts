// Each signal's probability, computed in code from the game's rules, checked
// against brute-force enumeration of every outcome of the game.
import { describe, expect, it } from 'vitest';
import { seededSource, scriptedSource } from '../test/random-sources.js';
import { colourOdds, colourSignal } from './colour.js';
import { entrySignal } from './entries.js';
import { allSafeProbability, minesSignal, minesSignalProbability } from './mines.js';
import { colourMoney, minesMoney, rouletteMoney } from './money.js';
import { fraction } from './probability.js';
import { coveredProbability, EUROPEAN_ROULETTE_RTP, rouletteSignal } from './roulette.js';

describe('mines', () => {
  it('matches enumerating every placement of 3 mines on 25 cells', () => {
    const picked = new Set([0, 7, 24]);
    let total = 0;
    let allSafe = 0;
    for (let a = 0; a < 25; a++) {
      for (let b = a + 1; b < 25; b++) {
        for (let c = b + 1; c < 25; c++) {
          total++;
          if (![a, b, c].some((cell) => picked.has(cell))) allSafe++;
        }
      }
    }
    expect(allSafeProbability(25, 3, 3)).toEqual(fraction(allSafe, total));
    expect(allSafeProbability(25, 3, 3)).toEqual({ numerator: 77, denominator: 115 }); // (22·21·20)/(25·24·23)
  });

  it('suggests 3 distinct cells of the grid with that probability', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const signal = minesSignal(seededSource(seed));
      expect(new Set(signal.safeCells).size).toBe(3);
      expect(signal.safeCells.every((cell) => cell >= 0 && cell < 25)).toBe(true);
      expect(signal.winProbability).toEqual({ numerator: 77, denominator: 115 });
      expect(signal.winProbability).toEqual(minesSignalProbability());
    }
  });
});

describe('Bac Bo', () => {
  it('matches enumerating all 6^4 rolls of two dice a side', () => {
    let [wins, ties, total] = [0, 0, 0];
    for (let roll = 0; roll < 6 ** 4; roll++) {
      const [a, b, c, d] = [
        roll % 6,
        Math.floor(roll / 6) % 6,
        Math.floor(roll / 36) % 6,
        Math.floor(roll / 216),
      ];
      const [chosen, other] = [a + b, c + d];
      total++;
      if (chosen > other) wins++;
      if (chosen === other) ties++;
    }
    expect(colourOdds('bacBo')).toEqual({ win: fraction(wins, total), tie: fraction(ties, total) });
  });
});

describe('Football Studio', () => {
  it('matches enumerating every ordered pair of cards from an 8-deck shoe', () => {
    const shoe = Array.from({ length: 8 * 52 }, (_, card) => card % 13);
    let [wins, ties, total] = [0, 0, 0];
    shoe.forEach((chosen, first) => {
      shoe.forEach((other, second) => {
        if (first === second) return;
        total++;
        if (chosen > other) wins++;
        if (chosen === other) ties++;
      });
    });
    expect(colourOdds('footballStudio')).toEqual({
      win: fraction(wins, total),
      tie: fraction(ties, total),
    });
    expect(colourOdds('footballStudio').tie).toEqual({ numerator: 31, denominator: 415 });
  });
});

describe('colourSignal', () => {
  it('names a colour and carries the game’s win and tie chances', () => {
    expect(colourSignal('bacBo', scriptedSource([0]))).toEqual({
      kind: 'colour',
      game: 'bacBo',
      colour: 'Vermelho',
      winProbability: colourOdds('bacBo').win,
      tieProbability: colourOdds('bacBo').tie,
    });
    expect(colourSignal('footballStudio', scriptedSource([1])).colour).toBe('Azul');
  });
});

describe('roulette', () => {
  it('names one bet whose chance counts exactly the numbers it wins on, over every pocket', () => {
    for (let seed = 1; seed <= 80; seed++) {
      const signal = rouletteSignal(seededSource(seed));
      let landed = 0;
      for (let pocket = 0; pocket <= 36; pocket++) if (signal.numbers.includes(pocket)) landed++;
      expect(signal.winProbability).toEqual(fraction(landed, 37));
      expect(signal.payout * signal.numbers.length).toBe(36);
      // pt-BR words only: no French sector names, no cover numbers beside the bet.
      expect(signal.bet).not.toMatch(/Tiers|Orphelins|Voisins|Cylindre|Zéro/);
    }
  });

  it('reads each bet of the table as the numbers it covers', () => {
    const bets = new Map<string, number[]>();
    for (let seed = 1; seed <= 400; seed++) {
      const signal = rouletteSignal(seededSource(seed));
      bets.set(signal.bet, signal.numbers);
    }
    expect(bets.get('Vermelho')).toEqual([
      1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
    ]);
    expect(bets.get('2ª dúzia (13 a 24)')).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(bets.get('3ª coluna (3, 6, 9 … 36)')).toHaveLength(12);
    expect(bets.get('Par')?.includes(0)).toBe(false);
    expect(rouletteSignal(scriptedSource([12, 17]))).toMatchObject({
      bet: 'Número 17',
      numbers: [17],
      payout: 36,
    });
  });

  it('returns 36 of every 37 units staked on a European wheel', () => {
    expect(EUROPEAN_ROULETTE_RTP).toBeCloseTo(97.297, 3);
  });

  it('counts a number listed twice once', () => {
    expect(coveredProbability([0, 0, 5])).toEqual({ numerator: 2, denominator: 37 });
  });
});

describe('what a signal does with money', () => {
  it('a roulette bet pays 36 ÷ its numbers and returns R$ 97,30 of every R$ 100,00', () => {
    const red = rouletteSignal(scriptedSource([0]));
    expect(rouletteMoney(red)).toEqual({
      chance: { numerator: 18, denominator: 37 },
      payout: 2,
      returnPer100: 9_730,
    });
    expect(rouletteMoney(rouletteSignal(scriptedSource([12, 0]))).returnPer100).toBe(9_730);
  });

  it('Mines at 97% pays about 1,45x for a 66,96% chance and returns R$ 97,00', () => {
    const money = minesMoney(97);
    expect(money.chance).toEqual({ numerator: 77, denominator: 115 });
    expect(money.payout).toBeCloseTo(1.4487, 4);
    expect(money.returnPer100).toBe(9_700);
  });

  it('a colour pays 2x and returns the game’s RTP, the tie included', () => {
    expect(colourMoney('footballStudio', 96.27)).toEqual({
      chance: colourOdds('footballStudio').win,
      payout: 2,
      returnPer100: 9_627,
      tie: colourOdds('footballStudio').tie,
    });
  });
});

describe('entrySignal', () => {
  it('draws normal and turbo counts from 5 to 18 inclusive', () => {
    expect(entrySignal(scriptedSource([0, 13]))).toEqual({ kind: 'entries', normal: 5, turbo: 18 });
    expect(() => entrySignal(scriptedSource([14]))).toThrow();
  });
});
