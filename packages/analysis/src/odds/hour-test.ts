// Hours without rounds carry no information and are left out.
import { toSaoPaulo } from '@velas/domain/calendar';
import type { DayRound } from '../day.js';
import { crashChance } from './crash-chance.js';
import { chiSquarePValue } from './gamma.js';

export interface HourRounds {
  hour: number;
  rounds: number;
  hits: number;
}

export interface HourTestRow extends HourRounds {
  /** rounds × the day's overall rate: what the test compares `hits` with. */
  expected: number;
  /** rounds × 0.97 / threshold: what the game's rules predict. */
  theoretical: number;
}

export interface HourTest {
  threshold: number;
  hours: HourTestRow[];
  /** Pearson's statistic of the 2 × k table (hits and misses by hour); null when untestable. */
  statistic: number | null;
  degreesOfFreedom: number;
  pValue: number | null;
  significant: boolean;
  /** Some hour expects fewer than 5 hits: the chi-square approximation is rough. */
  fewExpected: boolean;
}

export const SIGNIFICANCE_LEVEL = 0.05;

/**
 * Test of homogeneity: are the hits spread over the hours in proportion to their
 * rounds? Expected hits per hour use the day's own rate H / N (that estimate costs
 * one degree of freedom, hence hours − 1). The statistic sums (O − E)² / E over
 * hits and misses alike, which simplifies to Σ (O − E)² / (E · (1 − H/N)).
 * No hits, or nothing but hits, or fewer than two hours leave nothing to test.
 */
export function hourTest(hours: readonly HourRounds[], threshold: number): HourTest {
  const played = hours.filter((hour) => hour.rounds > 0);
  let rounds = 0;
  let hits = 0;
  for (const hour of played) {
    if (!Number.isInteger(hour.rounds) || !Number.isInteger(hour.hits) || hour.hits < 0)
      throw new RangeError(`counts must be whole numbers: hour ${hour.hour}`);
    if (hour.hits > hour.rounds) throw new RangeError(`more hits than rounds: hour ${hour.hour}`);
    rounds += hour.rounds;
    hits += hour.hits;
  }
  const rate = rounds === 0 ? 0 : hits / rounds;
  const chance = crashChance(threshold);
  const rows = played.map((hour) => ({
    ...hour,
    expected: hour.rounds * rate,
    theoretical: hour.rounds * chance,
  }));
  const degreesOfFreedom = Math.max(0, played.length - 1);
  const testable = degreesOfFreedom >= 1 && hits > 0 && hits < rounds;
  let statistic: number | null = null;
  if (testable) {
    statistic = 0;
    for (const row of rows)
      statistic += (row.hits - row.expected) ** 2 / (row.expected * (1 - rate));
  }
  const pValue = statistic === null ? null : chiSquarePValue(statistic, degreesOfFreedom);
  return {
    threshold,
    hours: rows,
    statistic,
    degreesOfFreedom,
    pValue,
    significant: pValue !== null && pValue < SIGNIFICANCE_LEVEL,
    fewExpected: rows.some((row) => row.expected < 5),
  };
}

const HOURS_IN_DAY = 24;

export function roundsByHour(rounds: readonly DayRound[], threshold: number): HourRounds[] {
  const byHour = Array.from({ length: HOURS_IN_DAY }, (_, hour) => ({ hour, rounds: 0, hits: 0 }));
  for (const round of rounds) {
    const slot = byHour[toSaoPaulo(round.time).hour] as HourRounds;
    slot.rounds++;
    if (round.odd >= threshold) slot.hits++;
  }
  return byHour;
}

export function hourTestOfRounds(rounds: readonly DayRound[], threshold: number): HourTest {
  return hourTest(roundsByHour(rounds, threshold), threshold);
}
