/** The hour under way is partial, so it counts only when none is over. */
export function hourlyMean(
  counts: readonly { hour: number; count: number }[],
  currentHour: number | null,
): number {
  const over = counts.filter(({ hour }) => currentHour === null || hour < currentHour);
  const basis = over.length > 0 ? over : counts.filter(({ hour }) => hour === currentHour);
  if (basis.length === 0) return 0;
  return basis.reduce((sum, { count }) => sum + count, 0) / basis.length;
}
