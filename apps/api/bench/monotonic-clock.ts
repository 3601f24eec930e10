// One clock for the benchmark and its client processes: CLOCK_MONOTONIC
// (process.hrtime), which Linux keeps for the whole machine, so a time taken in
// one process can be subtracted from a time taken in another. Wall-clock
// readings (Date.now, performance.timeOrigin) can step or be slewed by NTP
// between two processes' readings; this clock cannot.
//
// performance.now() counts on the same clock from this process's start, and
// costs no BigInt per reading: the offset between the two is read once. A
// reading can be preempted on a loaded machine (tens of milliseconds), so the
// offset comes from the tightest of several bracketed readings.
function readOffsetMs(): number {
  let best = { offset: 0, bracket: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 50; i += 1) {
    const before = performance.now();
    const hr = Number(process.hrtime.bigint()) / 1e6;
    const after = performance.now();
    if (after - before < best.bracket)
      best = { offset: hr - (before + after) / 2, bracket: after - before };
  }
  return best.offset;
}
const offsetMs = readOffsetMs();

/** Milliseconds on the machine's monotonic clock, sub-millisecond. */
export function monotonicMs(): number {
  return performance.now() + offsetMs;
}
