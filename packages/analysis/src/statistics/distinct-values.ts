// A sample reduced to its sorted distinct values and how often each occurs.
// Every statistic of decisions §4 can be read from this table, so the cost of
// describing a window is one pass over the odds plus work on the (few) distinct
// values: crash odds have two decimals, so a day of rounds has a few thousand
// distinct values however many rounds there are.

export interface DistinctValues {
  /** Distinct values, ascending. */
  readonly values: Float64Array;
  /** How often each value occurs (same index as `values`). */
  readonly counts: Float64Array;
  /** Sample size: the sum of `counts`. */
  readonly n: number;
}

/**
 * Odds below 1000.00x are counted in a flat array indexed by cents; the rest
 * (about 0.1% of crash rounds, P(crash >= x) = 0.97/x) go to a Map.
 */
const DENSE_CENTS = 100_000;

/**
 * The fast path: counts odds as integer cents in one pass. Returns `null` when
 * some value is not a positive number with at most two decimals (or is too
 * large for exact cents), so the caller can take the general path.
 */
export function countTwoDecimalOdds(odds: ArrayLike<number>): DistinctValues | null {
  const n = odds.length;
  const dense = new Uint32Array(DENSE_CENTS);
  const tail = new Map<number, number>();
  let low = DENSE_CENTS;
  let high = -1;
  for (let index = 0; index < n; index++) {
    const odd = odds[index] as number;
    const cents = Math.round(odd * 100);
    // cents / 100 is the double nearest to the two-decimal number, which is
    // exactly what parsing "12.34" or computing floor(...) / 100 produces; NaN
    // and fractions of a cent fail this test.
    if (cents / 100 !== odd || cents < 1 || cents > Number.MAX_SAFE_INTEGER) return null;
    if (cents < DENSE_CENTS) {
      dense[cents] = (dense[cents] as number) + 1;
      if (cents < low) low = cents;
      if (cents > high) high = cents;
    } else {
      tail.set(cents, (tail.get(cents) ?? 0) + 1);
    }
  }
  const capacity = Math.max(0, high - low + 1) + tail.size;
  const values = new Float64Array(capacity);
  const counts = new Float64Array(capacity);
  let size = 0;
  for (let cents = low; cents <= high; cents++) {
    const count = dense[cents] as number;
    if (count === 0) continue;
    values[size] = cents / 100;
    counts[size] = count;
    size++;
  }
  // Every tail key is >= DENSE_CENTS > high, so appending keeps the order.
  for (const cents of [...tail.keys()].sort((a, b) => a - b)) {
    values[size] = cents / 100;
    counts[size] = tail.get(cents) ?? 0;
    size++;
  }
  return { values: values.subarray(0, size), counts: counts.subarray(0, size), n };
}

/**
 * The general path for any positive finite numbers: sort a copy, then count
 * runs. Throws a RangeError for a value that is not a positive finite number
 * (the log-scale histogram and the meaning of an odd both need odd > 0).
 */
export function sortDistinctValues(sample: ArrayLike<number>): DistinctValues {
  const sorted = Float64Array.from(sample);
  for (const value of sorted) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`Odds must be positive finite numbers; got ${String(value)}.`);
    }
  }
  sorted.sort();
  const values = new Float64Array(sorted.length);
  const counts = new Float64Array(sorted.length);
  let size = 0;
  for (const value of sorted) {
    if (size > 0 && values[size - 1] === value) {
      counts[size - 1] = (counts[size - 1] as number) + 1;
    } else {
      values[size] = value;
      counts[size] = 1;
      size++;
    }
  }
  return { values: values.subarray(0, size), counts: counts.subarray(0, size), n: sorted.length };
}
