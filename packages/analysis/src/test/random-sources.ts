import { randomSourceFrom, type RandomSource } from '../signals/random-source.js';
import { seededWords } from './crash-odds.js';

/** A reproducible source for tests. */
export function seededSource(seed: number): RandomSource {
  return randomSourceFrom(seededWords(seed));
}

/** Returns the given draws in order (each must fit the range asked for). */
export function scriptedSource(draws: readonly number[]): RandomSource {
  let next = 0;
  return {
    int(maxExclusive) {
      const draw = draws[next++];
      if (draw === undefined || draw >= maxExclusive)
        throw new Error(`Script has no draw below ${maxExclusive}.`);
      return draw;
    },
  };
}
