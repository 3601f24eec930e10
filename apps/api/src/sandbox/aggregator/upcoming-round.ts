// Known ahead from the committed hash chain, so a cash-out is paid at the tap
// and a tap after the crash instant refused, before the simulator stores the round.
import type { Queryable } from '#/db/database.js';
import { chainById, rebuildChain } from '#/history/fairness/chains-repository.js';
import { crashPoint, type HashChain } from '#/history/fairness/fairness.js';
import { type LatestRound } from '#/history/rounds/rounds-repository.js';
import { nextCrashTime } from '#/history/simulator/schedule.js';

export interface UpcomingRound {
  odd: number;
  /** Its crash instant (epoch ms): a tap counts only before it. */
  timeMs: number;
}

/** Chains rebuilt from their seed are kept: a million-round chain takes seconds to hash. */
const KEPT_CHAINS = 2;

interface Built {
  chain: HashChain;
  salt: string;
}

export function upcomingRounds(db: Queryable) {
  /** Per chain id: the build, and its result once done (null: no such chain). */
  const chains = new Map<number, { building: Promise<Built | null>; built?: Built | null }>();

  function chainOf(id: number) {
    let entry = chains.get(id);
    if (entry === undefined) {
      const building = chainById(db, id).then(async (row) =>
        row === undefined ? null : { chain: await rebuildChain(row), salt: row.salt },
      );
      const created: { building: Promise<Built | null>; built?: Built | null } = { building };
      building.then(
        (built) => {
          created.built = built;
        },
        // A failed build is tried again next time.
        () => chains.delete(id),
      );
      chains.set(id, created);
      for (const old of chains.keys())
        if (chains.size > KEPT_CHAINS && old !== id) chains.delete(old);
      entry = created;
    }
    return entry;
  }

  function next(
    latest: LatestRound & { chain: { id: number; index: number } },
    built: Built | null,
  ) {
    if (built === null || latest.chain.index >= built.chain.length) return null;
    const step = built.chain.roundsFrom(latest.chain.index + 1).next();
    if (step.done === true) return null;
    const odd = crashPoint(step.value.hash, built.salt);
    return { odd, timeMs: nextCrashTime(latest.timeMs, odd) };
  }

  return {
    /**
     * The round after `latest`, waiting for its chain to be rebuilt the first
     * time (a tap: its instant is taken before, so the wait changes nothing);
     * null when it is not known (a round from no chain of ours, or a chain's end).
     */
    async after(latest: LatestRound | null): Promise<UpcomingRound | null> {
      if (latest?.chain == null) return null;
      const built = await chainOf(latest.chain.id).building.catch(() => null);
      return next({ ...latest, chain: latest.chain }, built);
    },
    /** The same, only if the chain is rebuilt already: else it starts the rebuild and answers null. */
    known(latest: LatestRound | null): UpcomingRound | null {
      if (latest?.chain == null) return null;
      const { built } = chainOf(latest.chain.id);
      return built === undefined ? null : next({ ...latest, chain: latest.chain }, built);
    },
  };
}
