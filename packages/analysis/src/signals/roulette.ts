// Roulette signal (docs/product.md#true-odds) on a European wheel.
import {
  ROULETTE_COLUMNS,
  ROULETTE_SECTIONS,
  type Probability,
  type RouletteSignal,
} from '@velas/domain/schemas/signals';
import { fraction } from './probability.js';
import { drawDistinct, pickOne, type RandomSource } from './random-source.js';

/** European wheel: pockets 0–36. */
export const ROULETTE_POCKETS = 37;
const PROTECTION = 0;
const COVERAGE_SIZE = 4;
/** Numbers a suggestion may name: 1–36 (0 is covered by the protection anyway). */
const NAMEABLE = Array.from({ length: ROULETTE_POCKETS - 1 }, (_, index) => index + 1);

/**
 * A main number and 4 coverage numbers, distinct and drawn from 1–36 (0 is
 * always covered as protection, so drawing it would waste a number), a section
 * and two of the three columns.
 */
export function rouletteSignal(random: RandomSource): RouletteSignal {
  const [mainNumber = 1, ...coverage] = drawDistinct(random, NAMEABLE, COVERAGE_SIZE + 1);
  const columns = drawDistinct(random, ROULETTE_COLUMNS, 2);
  return {
    kind: 'roulette',
    mainNumber,
    coverage: coverage.sort((a, b) => a - b),
    section: pickOne(random, ROULETTE_SECTIONS),
    columnCoverage: ROULETTE_COLUMNS.filter((column) => columns.includes(column)),
    winProbability: coveredProbability([mainNumber, ...coverage, PROTECTION]),
  };
}

/**
 * What every roulette signal wins with, before one is drawn: 5 distinct
 * numbers of 1–36 plus the protection on 0, so always 6 of the 37 pockets.
 */
export function rouletteSignalProbability(): Probability {
  return fraction(COVERAGE_SIZE + 1 + 1, ROULETTE_POCKETS);
}

/**
 * A European wheel's return in percent: a straight bet pays 35 to 1, so each
 * pocket returns 36 of every 37 units staked (RTP ≈ 97,3%).
 */
export const EUROPEAN_ROULETTE_RTP = ((ROULETTE_POCKETS - 1) / ROULETTE_POCKETS) * 100;

/** The chance one spin lands on any of the given numbers: covered pockets over all pockets. */
export function coveredProbability(numbers: readonly number[]): Probability {
  const covered = new Set(numbers);
  let favourable = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) if (covered.has(pocket)) favourable++;
  return fraction(favourable, ROULETTE_POCKETS);
}
