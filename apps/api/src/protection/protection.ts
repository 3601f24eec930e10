// A limit is lowered at once and raised 24 hours later.
import { barredMessages } from '@velas/domain/barred-list';
import { MINUTE_MS, periodBounds } from '@velas/domain/calendar';
import { backofficeMessages } from '@velas/domain/messages/backoffice';
import { toCents, type Cents } from '@velas/domain/money';
import {
  RAISE_DELAY_MS,
  isLowering,
  protectionRefusals,
  type Limits,
} from '@velas/domain/protection';
import { lockUser } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Queryable, Tx } from '#/db/database.js';
import { Forbidden, Refused } from '#/domain-errors.js';
import { metricsOf } from '#/metrics/count-after-commit.js';
import { moneyInPeriod } from './money-in-period.js';
import {
  insertLimitChange,
  latestPlaySession,
  limitsInForce,
  playState,
  type PlayState,
  startPlaySession,
  touchPlaySession,
  type Block,
  type LimitChange,
  type PlaySession,
} from './protection-repository.js';
import { sessionStep } from './session-rule.js';

export interface SessionState {
  startedAt: number;
  endsAt: number | null;
  blockedUntil: number | null;
}

/**
 * Records activity on the player's session (every authenticated request) and
 * returns it. Every rule here takes the limits in force from its caller, who
 * read them once for the request (protection-hook.ts) or the transaction.
 */
export async function trackPlaySession(
  db: Queryable,
  userId: number,
  limits: LimitChange | null,
  now: number,
): Promise<SessionState> {
  return stepPlaySession(db, { userId, limits, now, latest: await latestPlaySession(db, userId) });
}

interface StepPlaySessionInput {
  userId: number;
  limits: Limits | null;
  now: number;
  latest: PlaySession | null;
}

async function stepPlaySession(
  db: Queryable,
  { userId, limits, now, latest }: StepPlaySessionInput,
): Promise<SessionState> {
  const step = sessionStep(latest, limits?.sessionMinutes ?? null, now);
  if (step.kind === 'start') {
    await startPlaySession(db, userId, now);
    const endsAt = limits === null ? null : now + limits.sessionMinutes * MINUTE_MS;
    return { startedAt: now, endsAt, blockedUntil: null };
  }
  await touchPlaySession(db, step.session.id, now);
  return {
    startedAt: step.session.startedAt,
    endsAt: step.endsAt,
    blockedUntil: step.blockedUntil,
  };
}

export function blockMessage(block: Block): string {
  if (block.kind === 'exclusion') return protectionRefusals.excluded(block.endsAt);
  return protectionRefusals.paused(block.endsAt ?? 0);
}

/** The rule behind a refusal: the label of the refusals metric (docs/operations/what-to-watch.md#what-to-watch). */
export type RefusalRule =
  | 'barred'
  | 'account_block'
  | 'limits_required'
  | 'pause'
  | 'exclusion'
  | 'session_limit'
  | 'loss_limit';

interface RefusalOfInput {
  userId: number;
  given: LimitChange | null | undefined;
  now: number;
  read?: PlayState;
}

/**
 * `given`: the limits the caller read for its request, else the state's.
 * `read`: the play state when the caller read it already (a bet reads it with
 * its context: docs/games.md#speed), else it is read here in one statement.
 */
async function refusalOf(
  db: Queryable,
  { userId, given, now, read }: RefusalOfInput,
): Promise<{ rule: RefusalRule; message: string } | null> {
  // Limits given by the request are not read again (limits-read-once.test.ts).
  const state = read ?? (await playState(db, userId, now, given === undefined));
  const { block, session: latest } = state;
  // The regulator's bar: no limit, pause or end of one lifts it.
  if (state.barred) return { rule: 'barred', message: barredMessages.refused };
  // The operator's block refuses play like a pause, and withdrawals stay open as for one.
  if (state.accountBlocked)
    return { rule: 'account_block', message: backofficeMessages.accountBlocked };
  const limits = given === undefined ? state.limits : given;
  if (limits === null)
    return { rule: 'limits_required', message: protectionRefusals.limitsRequired };
  if (block !== null)
    return {
      rule: block.kind === 'exclusion' ? 'exclusion' : 'pause',
      message: blockMessage(block),
    };
  const session = await stepPlaySession(db, { userId, limits, now, latest });
  if (session.blockedUntil !== null)
    return {
      rule: 'session_limit',
      message: protectionRefusals.sessionLimitReached(limits.sessionMinutes, session.blockedUntil),
    };
  return null;
}

export async function playRefusal(
  db: Queryable,
  userId: number,
  limits: LimitChange | null,
  now: number,
): Promise<string | null> {
  return (await refusalOf(db, { userId, given: limits, now }))?.message ?? null;
}

/**
 * playRefusal on a play state the bet read with its context, after the
 * player's lock; only the session's step is written.
 */
export async function betRefusal(
  db: Queryable,
  userId: number,
  now: number,
  state: PlayState,
): Promise<string | null> {
  return (await refusalOf(db, { userId, given: undefined, now, read: state }))?.message ?? null;
}

export function refuse(db: Queryable, rule: RefusalRule, refusal: Forbidden | Refused): never {
  metricsOf(db)?.protectionRefusals.inc({ rule });
  throw refusal;
}

/** Forbidden with the pt-BR reason unless the player may deposit, start a game or ask for a signal. */
export async function assertMayPlay(
  db: Queryable,
  userId: number,
  limits: LimitChange | null,
  now: number,
): Promise<void> {
  const refusal = await refusalOf(db, { userId, given: limits, now });
  if (refusal !== null) refuse(db, refusal.rule, new Forbidden(refusal.message));
}

export async function netInPeriod(db: Queryable, userId: number, limits: Limits, now: number) {
  const bounds = periodBounds(limits.lossPeriod, now);
  const money = await moneyInPeriod(db, { userId, start: bounds.start, end: bounds.end, now });
  // An open Pix charge counts against the limit: it may still be paid.
  return {
    ...bounds,
    net: toCents(money.deposits + money.awaiting - money.withdrawals),
    awaiting: money.awaiting,
  };
}

/**
 * Inside the deposit's transaction, after lockUser (the caller's: two
 * deposits at once must not both fit under the limit): refuses it (Forbidden)
 * when play is blocked, and (Refused) when it would take the period's net
 * position past the loss limit in force. The limits are read again here,
 * once, under the account's lock: a lowering committed since the request
 * began must hold.
 */
export async function assertDepositAllowed(
  tx: Tx,
  userId: number,
  amount: Cents,
  now: number,
): Promise<void> {
  const limits = await limitsInForce(tx, userId, now);
  await assertMayPlay(tx, userId, limits, now);
  if (limits === null)
    refuse(tx, 'limits_required', new Forbidden(protectionRefusals.limitsRequired));
  const period = await netInPeriod(tx, userId, limits, now);
  if (period.net + amount > limits.lossLimit) {
    // A limit with room left says the most that fits now, never "atingido".
    const left = toCents(limits.lossLimit - Math.max(0, period.net));
    refuse(
      tx,
      'loss_limit',
      new Refused(
        left > 0
          ? protectionRefusals.lossLimitExceeded(limits, left)
          : protectionRefusals.lossLimitReached(limits, period.end),
        { code: 'deposit_limit_reached' },
      ),
    );
  }
}

interface ChooseLimitsInput {
  userId: number;
  next: Limits;
  now: number;
  actor: AuditActor;
}

/** Lowering applies at once; a raise (or a new period) 24 hours later. The first choice at once. */
export async function chooseLimits(
  tx: Tx,
  { userId, next, now, actor }: ChooseLimitsInput,
): Promise<number> {
  await lockUser(tx, userId);
  const current = await limitsInForce(tx, userId, now);
  const effectiveAt = current === null || isLowering(current, next) ? now : now + RAISE_DELAY_MS;
  await insertLimitChange(tx, { userId, limits: next, now, effectiveAt, actor });
  return effectiveAt;
}
