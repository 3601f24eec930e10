// The multiplier grows as e^(0.00006 * ms) (bustabit's curve), so each crash
// instant follows from the previous one and the round's odd: the timetable is
// as deterministic as the hash chain.

/** Betting window between one crash and the next take-off (the real game shows 5–10 s). */
export const BETTING_PHASE_MS = 8_000;
/** How fast the multiplier grows; the crash page draws its curve with it. */
export const GROWTH_PER_MS = 0.00006;

/** The multiplier shown `elapsedMs` after take-off, truncated to two decimals. */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs)) / 100;
}

/** Whole milliseconds from take-off until the multiplier first shows `odd`. */
export function flightMs(odd: number): number {
  let elapsed = Math.max(0, Math.ceil(Math.log(odd) / GROWTH_PER_MS));
  // Floating point can leave the truncated display a hundredth short at the boundary.
  while (multiplierAt(elapsed) < odd) elapsed += 1;
  return elapsed;
}

/** The crash instant (epoch ms) of the round after one that crashed at `previousCrash`. */
export function nextCrashTime(previousCrash: number, odd: number): number {
  return previousCrash + BETTING_PHASE_MS + flightMs(odd);
}
