// A seeded random source, so a failing run can be repeated: the seed is
// printed, and RELIABILITY_SEED replays it.
export interface Random {
  readonly seed: number;
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(
  seed = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31),
): Random {
  // mulberry32
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** RELIABILITY_LONG=1 runs the long variants; CI runs the short ones. */
export const longRun = process.env.RELIABILITY_LONG === '1';
