// Roulette signal (spec §3, decisions §5) on a European wheel.
import {
  ROULETTE_COLUMNS,
  ROULETTE_SECTIONS,
  type Probability,
  type RouletteSignal,
} from '@velas/domain/schemas/signals';
import { fraction } from './probability.js';
import { pickOne, sampleDistinct, type RandomSource } from './random-source.js';

/** European wheel: pockets 0–36. */
export const ROULETTE_POCKETS = 37;
const PROTECTION = 0;
const COVERAGE_SIZE = 4;

/**
 * A main number and 4 coverage numbers, distinct and drawn from 1–36 (0 is
 * always covered as protection, so drawing it would waste a number), a section
 * and two of the three columns.
 */
export function rouletteSignal(random: RandomSource): RouletteSignal {
  const [mainNumber = 1, ...coverage] = shuffledNumbers(random, COVERAGE_SIZE + 1);
  const columnIndexes = sampleDistinct(random, ROULETTE_COLUMNS.length, 2);
  return {
    kind: 'roulette',
    mainNumber,
    coverage: coverage.sort((a, b) => a - b),
    section: pickOne(random, ROULETTE_SECTIONS),
    columnCoverage: columnIndexes.map((index) => ROULETTE_COLUMNS[index] ?? '1ª Coluna'),
    winProbability: coveredProbability([mainNumber, ...coverage, PROTECTION]),
  };
}

/** The chance one spin lands on any of the given numbers: covered pockets over all pockets. */
export function coveredProbability(numbers: readonly number[]): Probability {
  const covered = new Set(numbers);
  let favourable = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) if (covered.has(pocket)) favourable++;
  return fraction(favourable, ROULETTE_POCKETS);
}

/** `count` distinct numbers of 1–36 in draw order (the first is the main number). */
function shuffledNumbers(random: RandomSource, count: number): number[] {
  const pool = Array.from({ length: ROULETTE_POCKETS - 1 }, (_, index) => index + 1);
  for (let drawn = 0; drawn < count; drawn++) {
    const pick = drawn + random.int(pool.length - drawn);
    [pool[drawn], pool[pick]] = [pool[pick] as number, pool[drawn] as number];
  }
  return pool.slice(0, count);
}
