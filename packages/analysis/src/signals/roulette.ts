import type { Probability, RouletteSignal } from '@velas/domain/schemas/signals';
import { fraction } from './probability.js';
import { pickOne, type RandomSource } from './random-source.js';

export const ROULETTE_POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const ONE_TO_36 = Array.from({ length: 36 }, (_, index) => index + 1);
const where = (keep: (n: number) => boolean) => ONE_TO_36.filter(keep);

const OUTSIDE_BETS: readonly { bet: string; numbers: number[] }[] = [
  { bet: 'Vermelho', numbers: where((n) => RED.has(n)) },
  { bet: 'Preto', numbers: where((n) => !RED.has(n)) },
  { bet: 'Par', numbers: where((n) => n % 2 === 0) },
  { bet: 'Ímpar', numbers: where((n) => n % 2 === 1) },
  { bet: 'Baixos (1 a 18)', numbers: where((n) => n <= 18) },
  { bet: 'Altos (19 a 36)', numbers: where((n) => n >= 19) },
  { bet: '1ª dúzia (1 a 12)', numbers: where((n) => n <= 12) },
  { bet: '2ª dúzia (13 a 24)', numbers: where((n) => n >= 13 && n <= 24) },
  { bet: '3ª dúzia (25 a 36)', numbers: where((n) => n >= 25) },
  { bet: '1ª coluna (1, 4, 7 … 34)', numbers: where((n) => n % 3 === 1) },
  { bet: '2ª coluna (2, 5, 8 … 35)', numbers: where((n) => n % 3 === 2) },
  { bet: '3ª coluna (3, 6, 9 … 36)', numbers: where((n) => n % 3 === 0) },
];
const SINGLE_NUMBER = 'single';
const KINDS = [...OUTSIDE_BETS, SINGLE_NUMBER] as const;
const POCKETS = Array.from({ length: ROULETTE_POCKETS }, (_, index) => index);

export function rouletteSignal(random: RandomSource): RouletteSignal {
  const kind = pickOne(random, KINDS);
  if (kind === SINGLE_NUMBER) {
    const number = pickOne(random, POCKETS);
    return rouletteBet(`Número ${String(number)}`, [number]);
  }
  return rouletteBet(kind.bet, kind.numbers);
}

function rouletteBet(bet: string, numbers: number[]): RouletteSignal {
  return {
    kind: 'roulette',
    bet,
    numbers,
    payout: (ROULETTE_POCKETS - 1) / numbers.length,
    winProbability: coveredProbability(numbers),
  };
}

/**
 * A European wheel's return in percent: a bet on k numbers pays 36 ÷ k times
 * the stake and wins k times in 37, so each bet returns 36 of every 37 units
 * staked (RTP ≈ 97,3%).
 */
export const EUROPEAN_ROULETTE_RTP = ((ROULETTE_POCKETS - 1) / ROULETTE_POCKETS) * 100;

export function coveredProbability(numbers: readonly number[]): Probability {
  const covered = new Set(numbers);
  let favourable = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) if (covered.has(pocket)) favourable++;
  return fraction(favourable, ROULETTE_POCKETS);
}
