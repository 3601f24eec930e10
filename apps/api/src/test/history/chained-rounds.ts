// Rounds of a real hash chain for tests: a published chain of `length` and its
// first `played` rounds stored with their honest crash points, 20 s apart.
import type { Queryable } from '#/db/database.js';
import { startChain } from '#/history/fairness/chains-repository.js';
import { crashPoint, hashToHex } from '#/history/fairness/fairness.js';
import { insertRounds, type NewRound } from '#/history/rounds/rounds-repository.js';

export async function storeChainedRounds(
  db: Queryable,
  options: { betHouse: string; length: number; played: number; firstTimeMs: number },
) {
  const { row, chain } = await startChain(db, options.betHouse, 1, options.length);
  const rounds: NewRound[] = [];
  for (const round of chain.roundsFrom(1)) {
    if (round.index > options.played) break;
    rounds.push({
      betHouse: options.betHouse,
      odd: crashPoint(round.hash, row.salt),
      timeMs: options.firstTimeMs + (round.index - 1) * 20_000,
      hash: hashToHex(round.hash),
      chainId: row.id,
      chainIndex: round.index,
    });
  }
  // Oldest first, as played.
  const stored = await insertRounds(db, rounds);
  return {
    chain: row,
    rounds: stored.map((round, i) => ({ ...round, hash: rounds[i]?.hash ?? '' })),
  };
}
