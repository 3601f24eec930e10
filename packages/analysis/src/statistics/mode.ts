import type { DistinctValues } from './distinct-values.js';

/** A value only displaces another with a strictly higher count, so ties keep the smaller value. */
export function topModes(table: DistinctValues, size: number): number[] {
  const best: { value: number; count: number }[] = [];
  const distinct = table.values.length;
  for (let index = 0; index < distinct; index++) {
    const count = table.counts[index] as number;
    if (best.length === size && count <= (best[size - 1]?.count ?? 0)) continue;
    let slot = best.length;
    while (slot > 0 && (best[slot - 1]?.count ?? 0) < count) slot--;
    best.splice(slot, 0, { value: table.values[index] as number, count });
    if (best.length > size) best.pop();
  }
  return best.map(({ value }) => value);
}
