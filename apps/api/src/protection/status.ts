// What the top bar, the reality check and the 'Jogo responsável' screen show.
import { periodBounds } from '@velas/domain/calendar';
import { toCents } from '@velas/domain/money';
import { REALITY_CHECK_DEFAULT_MINUTES } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import type { Queryable } from '#/db/database.js';
import { depositedBetween } from '#/deposits/deposits-repository.js';
import { moneyInPeriod } from './money-in-period.js';
import {
  activeBlock,
  limitsInForce,
  pendingLimits,
  realityCheckMinutes,
  realityChecksAnswered,
  type LimitChange,
} from './protection-repository.js';
import { netInPeriod, playRefusal, trackPlaySession } from './protection.js';
import { sessionPlay } from './session-play.js';

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());
const limitsOf = (change: LimitChange) => ({
  lossLimit: change.lossLimit,
  lossPeriod: change.lossPeriod,
  sessionMinutes: change.sessionMinutes,
});

/** The day before today (São Paulo) ended at or over the loss limit, and the player deposited that day. */
async function lossLimitHitYesterday(db: Queryable, userId: number, now: number): Promise<boolean> {
  const today = periodBounds('day', now);
  const lastInstant = today.start - 1;
  const limits = await limitsInForce(db, userId, lastInstant);
  if (limits === null) return false;
  const yesterday = periodBounds('day', lastInstant);
  if (!(await depositedBetween(db, userId, new Date(yesterday.start), new Date(yesterday.end))))
    return false;
  const period = periodBounds(limits.lossPeriod, lastInstant);
  const money = await moneyInPeriod(db, {
    userId,
    start: period.start,
    end: today.start,
    now: lastInstant,
  });
  return money.deposits + money.awaiting - money.withdrawals >= limits.lossLimit;
}

export async function protectionStatus(
  db: Queryable,
  userId: number,
  now: number,
): Promise<ProtectionStatus> {
  // Read here, not taken from the request: the route may just have changed them.
  const limits = await limitsInForce(db, userId, now);
  const pending = await pendingLimits(db, userId, now);
  const session = await trackPlaySession(db, userId, limits, now);
  const block = await activeBlock(db, userId, now);
  const day = periodBounds('day', now);
  const today = await moneyInPeriod(db, { userId, start: day.start, end: day.end, now });
  const period = limits === null ? null : await netInPeriod(db, userId, limits, now);
  return {
    now: new Date(now).toISOString(),
    limits: limits === null ? null : limitsOf(limits),
    pending:
      pending === null
        ? null
        : { ...limitsOf(pending), effectiveAt: iso(pending.effectiveAt) ?? '' },
    realityCheckMinutes: (await realityCheckMinutes(db, userId)) ?? REALITY_CHECK_DEFAULT_MINUTES,
    period:
      period === null
        ? null
        : {
            start: iso(period.start) ?? '',
            renewsAt: iso(period.end) ?? '',
            net: period.net,
            awaiting: period.awaiting,
          },
    today: {
      deposits: today.deposits,
      withdrawals: today.withdrawals,
      net: toCents(today.deposits - today.withdrawals),
      awaiting: today.awaiting,
    },
    session: {
      startedAt: iso(session.startedAt) ?? '',
      endsAt: iso(session.endsAt),
      blockedUntil: iso(session.blockedUntil),
      realityChecksAnswered: await realityChecksAnswered(db, userId),
      play: await sessionPlay(db, userId, session.startedAt),
    },
    block:
      block === null
        ? null
        : { kind: block.kind, startsAt: iso(block.startsAt) ?? '', endsAt: iso(block.endsAt) },
    refusal: await playRefusal(db, userId, limits, now),
    lossLimitHitYesterday: await lossLimitHitYesterday(db, userId, now),
  };
}
