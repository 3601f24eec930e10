// The round in flight, known ahead as a real crash game's server knows it
// (docs/product.md#demo-crash-game): the next round of the demo house's hash
// chain, whose crash point was committed to when the chain was published. It
// lets a cash-out be paid at the tap, and a tap after the crash instant be
// refused, before the simulator stores the round at its crash instant.
import type { Queryable } from '../../db/database.js';
import { chainById, rebuildChain } from '../../history/chains-repository.js';
import { crashPoint, type HashChain } from '../../history/fairness.js';
import { nextCrashTime } from '../../history/schedule.js';
import type { LatestRound } from './demo-crash-repository.js';

export interface UpcomingRound {
  odd: number;
  /** Its crash instant (epoch ms): a tap counts only before it. */
  timeMs: number;
}

/** Chains rebuilt from their seed are kept: a million-round chain takes a second or two. */
const KEPT_CHAINS = 2;

export function upcomingRounds(db: Queryable) {
  const chains = new Map<number, Promise<{ chain: HashChain; salt: string } | null>>();

  function chainOf(id: number) {
    let built = chains.get(id);
    if (built === undefined) {
      built = chainById(db, id).then(async (row) =>
        row === undefined ? null : { chain: await rebuildChain(row), salt: row.salt },
      );
      // A failed build is tried again next time.
      built.catch(() => chains.delete(id));
      chains.set(id, built);
      for (const old of chains.keys())
        if (chains.size > KEPT_CHAINS && old !== id) chains.delete(old);
    }
    return built;
  }

  return {
    /** The round after `latest`; null when it is not known (a round from no chain of ours, or a chain's end). */
    async after(latest: LatestRound | null): Promise<UpcomingRound | null> {
      if (latest?.chain == null) return null;
      const built = await chainOf(latest.chain.id).catch(() => null);
      if (built === null || latest.chain.index >= built.chain.length) return null;
      const next = built.chain.roundsFrom(latest.chain.index + 1).next();
      if (next.done === true) return null;
      const odd = crashPoint(next.value.hash, built.salt);
      return { odd, timeMs: nextCrashTime(latest.timeMs, odd) };
    },
  };
}
