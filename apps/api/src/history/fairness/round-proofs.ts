import { MAX_RANGE_ROUNDS } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import type {
  ChainInfo,
  RoundProofs,
  roundRangeQuerySchema,
  RoundRange,
  RoundVerification,
} from '@velas/domain/schemas/history';
import type { z } from 'zod';
import type { Queryable } from '#/db/database.js';
import { NotFound } from '#/domain-errors.js';
import { candleWindow } from '../open-data/history-queries.js';
import { spanEndMs, spanMs, spanStartMs } from '../open-data/span.js';
import {
  chainedRound,
  chainRoundsBack,
  findVerifiableRound,
  latestChainedRound,
  roundProofs,
  type RoundProofRow,
} from '../rounds/rounds-repository.js';
import { currentChain } from './chains-repository.js';
import { hashToHex, hexToHash, previousHash } from './fairness.js';

/** Newest first like the window; each salt once. */
export function packProofs(
  windowIds: readonly number[],
  rows: readonly RoundProofRow[],
): RoundProofs {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const salts: string[] = [];
  const saltIndex = new Map<string, number>();
  const rounds: RoundProofs['rounds'] = [];
  for (const id of windowIds) {
    const row = byId.get(id);
    if (row === undefined) continue;
    let salt: number | null = null;
    if (row.salt !== null) {
      salt = saltIndex.get(row.salt) ?? salts.push(row.salt) - 1;
      saltIndex.set(row.salt, salt);
    }
    rounds.push({ id, hash: row.hash, salt });
  }
  return { salts, rounds };
}

interface WindowProofsInput {
  /** The history-odd window's parameters. */
  query: { date: string; numberVelas: number; betHouse: string };
  now: number;
}

/** The hashes of the rounds history-odd returns for `query`, newest first. */
export async function windowProofs(
  db: Queryable,
  { query, now }: WindowProofsInput,
): Promise<RoundProofs> {
  const ids = (await candleWindow(db, query, now)).map((candle) => candle.id);
  return packProofs(ids, await roundProofs(db, ids));
}

/**
 * The stored rounds of one chain from the start round (`startId`, or the
 * latest before `to`) back to `from`, a page of `limit` at a time; `start`
 * is the start round, whose time dates a page that never changes.
 */
export async function roundRangePage(
  db: Queryable,
  query: z.infer<typeof roundRangeQuerySchema>,
  now: number,
): Promise<{ start: { timeMs: number }; page: RoundRange }> {
  const { betHouse, startId, from, to, limit: pageRounds } = query;
  const span =
    from !== undefined && to !== undefined
      ? spanMs(from, to)
      : {
          fromMs: from === undefined ? 0 : spanStartMs(from),
          toMs: to === undefined ? undefined : spanEndMs(to),
        };
  const start =
    startId === undefined
      ? await latestChainedRound(db, betHouse, span.toMs ?? now + 1)
      : await chainedRound(db, betHouse, startId);
  if (start === undefined || start.timeMs < span.fromMs)
    throw new NotFound(historyMessages.rangeNotFound);
  // One more than the page: whether there is a next page, and where it starts.
  const rows = await chainRoundsBack(db, {
    chainId: start.chainId,
    fromIndex: start.chainIndex,
    sinceMs: span.fromMs,
    limit: pageRounds + 1,
  });
  const page = rows.slice(0, pageRounds);
  return {
    start,
    page: {
      betHouse,
      salt: start.salt,
      terminatingHash: start.terminatingHash,
      start: { id: start.id, hash: start.hash, time: start.timeMs },
      steps: Math.min(MAX_RANGE_ROUNDS, start.chainIndex),
      count: page.length,
      ids: page.map((row) => row.id),
      odds: page.map((row) => row.odd),
      hashes: Buffer.from(page.map((row) => row.hash).join(''), 'hex').toString('base64'),
      nextStartId: rows[pageRounds]?.id ?? null,
    },
  };
}

/** One round's proof, and when it was played (it never changes after). */
export async function roundVerification(
  db: Queryable,
  id: number,
): Promise<{ timeMs: number; verification: RoundVerification }> {
  const round = await findVerifiableRound(db, id);
  if (round === null) throw new NotFound(historyMessages.roundNotFound);
  if (round.hash === null || round.salt === null)
    throw new NotFound(historyMessages.roundNotVerifiable);
  return {
    timeMs: round.timeMs,
    verification: {
      id: round.id,
      betHouse: round.betHouse,
      odd: round.odd,
      hash: round.hash,
      salt: round.salt,
      previousHash: hashToHex(previousHash(hexToHash(round.hash))),
    },
  };
}

/** A house's current chain: its salt, length and published terminating hash. */
export async function chainInfo(db: Queryable, betHouse: string): Promise<ChainInfo> {
  const chain = await currentChain(db, betHouse);
  if (chain === undefined) throw new NotFound(historyMessages.chainNotFound);
  return {
    betHouse,
    salt: chain.salt,
    terminatingHash: chain.terminatingHash,
    length: chain.length,
  };
}
