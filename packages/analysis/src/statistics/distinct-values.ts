// Crash odds have two decimals, so a day of rounds has a few thousand distinct
// values however many rounds there are.

export interface DistinctValues {
  readonly values: Float64Array;
  readonly counts: Float64Array;
  readonly n: number;
}

/** Sized to the window, so a 1000-candle window doesn't allocate and scan 100k slots. */
const MAX_DENSE_CENTS = 100_000;
const MIN_DENSE_CENTS = 4096;
const DENSE_SLOTS_PER_ODD = 4;

/** Null sends the caller to the general path. */
export function countTwoDecimalOdds(odds: ArrayLike<number>): DistinctValues | null {
  const denseSize = Math.min(
    MAX_DENSE_CENTS,
    Math.max(MIN_DENSE_CENTS, odds.length * DENSE_SLOTS_PER_ODD),
  );
  const dense = new Int32Array(denseSize);
  const tail = new Map<number, number>();
  return countCents(odds, dense, tail) ? tableOfCounts(dense, tail, odds.length) : null;
}

function countCents(
  odds: ArrayLike<number>,
  dense: Int32Array,
  tail: Map<number, number>,
): boolean {
  // Lengths are read once: V8's optimised code would otherwise reload a typed
  // array's length on every iteration, which made these loops several times
  // slower (docs/api/benchmarks.md#figures-behind-the-comments).
  const denseSize = dense.length;
  const n = odds.length;
  for (let index = 0; index < n; index++) {
    const odd = odds[index] as number;
    // Rounds half up like Math.round for positive numbers, several times
    // faster; |0 wraps at 2^31, which the test below then rejects.
    const cents = (odd * 100 + 0.5) | 0;
    // cents / 100 is the double nearest to the two-decimal number, which is
    // exactly what parsing "12.34" or computing floor(...) / 100 produces; NaN,
    // fractions of a cent and wrapped values fail this test.
    if (cents / 100 !== odd || cents < 1) return false;
    if (cents < denseSize) dense[cents] = (dense[cents] as number) + 1;
    else tail.set(cents, (tail.get(cents) ?? 0) + 1);
  }
  return true;
}

function tableOfCounts(dense: Int32Array, tail: Map<number, number>, n: number): DistinctValues {
  // At most n distinct values (and never more than the array has slots): one
  // pass fills an upper-bound table, which is then trimmed without copying.
  const capacity = Math.min(dense.length, n) + tail.size;
  const values = new Float64Array(capacity);
  const counts = new Float64Array(capacity);
  const denseSize = dense.length;
  let size = 0;
  for (let cents = 1; cents < denseSize; cents++) {
    const count = dense[cents] as number;
    if (count === 0) continue;
    values[size] = cents / 100;
    counts[size] = count;
    size++;
  }
  // Every tail key is past the dense array, so appending keeps the order.
  for (const cents of [...tail.keys()].sort((a, b) => a - b)) {
    values[size] = cents / 100;
    counts[size] = tail.get(cents) ?? 0;
    size++;
  }
  return { values: values.subarray(0, size), counts: counts.subarray(0, size), n };
}

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
