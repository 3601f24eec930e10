// Bets count net of their rollbacks: a rolled-back bet was never staked.
import { toCents, type Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { playSince } from './player-rounds-repository.js';

export interface SessionPlay {
  bets: Cents;
  wins: Cents;
  net: Cents;
}

export async function sessionPlay(
  db: Queryable,
  userId: number,
  sessionStartedAt: number,
): Promise<SessionPlay> {
  const totals = await playSince(db, userId, sessionStartedAt);
  const bets = toCents(totals.betsCents - totals.rollbacksCents);
  return {
    bets,
    wins: totals.winsCents,
    net: toCents(totals.winsCents - bets),
  };
}
