const MINUTE_MS = 60_000;

/** "em ~N min", rounded up so it never promises sooner than the estimate. */
export function inMinutes(msAhead: number): string {
  return msAhead < MINUTE_MS ? 'em menos de 1 min' : `em ~${Math.ceil(msAhead / MINUTE_MS)} min`;
}
