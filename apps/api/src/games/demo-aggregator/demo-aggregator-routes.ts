// The demo aggregator's routes, mounted at /demo-aggregator in demo mode
// (docs/product.md#demo-crash-game):
//   POST operator/generic/v2/game/url  our signed request -> the crash game's URL
//   POST operator/generic/v2/report/daily  our signed request -> its totals of a UTC day
//   GET  crash?session=...              the game page
//   POST crash/state | crash/bet | crash/cashout   the page's calls (text/plain JSON)
// Bets and wins go to the operator's wallet, signed; a bet is settled by the
// first round of the demo house stored after the bet's take-off, the same
// round the history screens list and the verifier checks.
import { randomUUID } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import {
  WALLET_SIGNATURE_HEADER,
  dailyReportRequestSchema,
  gameUrlRequestSchema,
  type WalletStatus,
} from '@velas/domain/schemas/game-wallet';
import { mountPrefix } from '@velas/domain/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BETTING_PHASE_MS, flightMs } from '../../history/schedule.js';
import { HttpError } from '../../http/http-error.js';
import { PROVIDER_MESSAGES } from '../../providers/callback-routes.js';
import { crashPage, crashPagePolicy } from './crash-page.js';
import { phaseAt, settleBet } from './crash-rules.js';
import { demoDailyReport } from './daily-report.js';
import {
  DEMO_CRASH_GAME_CODE,
  newSessionId,
  walletClient,
  walletUnits,
  type DemoAggregatorKeys,
} from './demo-aggregator.js';
import {
  attachRound,
  deleteCrashBet,
  findCrashSession,
  insertCrashBet,
  insertCrashSession,
  latestRound,
  markPaidInFlight,
  markSettled,
  recentCrashBets,
  recentCrashPoints,
  recordCashout,
  roundAfter,
  type CrashBet,
  type CrashSession,
} from './demo-crash-repository.js';
import { upcomingRounds, type UpcomingRound } from './upcoming-round.js';

const pageCallSchema = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const betCallSchema = pageCallSchema.extend({
  amountCents: z.number().int(),
  autoCashout: z.number().nullable(),
});

/** Chips in the strip of the house's last rounds: as many as a phone's width shows. */
const RECENT_ROUNDS = 12;

const REFUSALS: Partial<Record<WalletStatus, string>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: messages.crashNotEnoughMoney,
  RS_ERROR_USER_DISABLED: messages.crashPlayBlocked,
  RS_ERROR_TOKEN_EXPIRED: messages.crashTokenExpired,
  // Revoked: a password change, a sign-out everywhere, a pause, an exclusion or a newer start.
  RS_ERROR_INVALID_TOKEN: messages.crashSessionEnded,
};

export interface DemoAggregatorOptions {
  keys: DemoAggregatorKeys;
  /** The demo house whose rounds the game plays. */
  betHouse: string;
}

export function demoAggregatorRoutes(app: FastifyInstance, options: DemoAggregatorOptions): void {
  const { keys, betHouse } = options;
  const wallet = walletClient(app, keys.walletSigning);
  const origin = new URL(app.config.APP_ORIGIN).origin;

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = typeof body === 'string' ? body : body.toString('utf8');
    done(null, undefined);
  });

  /** Our signed request's body, checked with our public key as a real aggregator does. */
  function signedBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
    const raw = request.rawBody ?? '';
    const signature = request.headers[WALLET_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !keys.requestVerifier.verify(raw, signature))
      throw new HttpError(401, PROVIDER_MESSAGES.badSignature);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new HttpError(400, PROVIDER_MESSAGES.badBody);
    return parsed.data;
  }

  app.post('/operator/generic/v2/report/daily', async (request) => {
    const { date } = signedBody(request, dailyReportRequestSchema);
    return demoDailyReport(app.db, date);
  });

  app.post('/operator/generic/v2/game/url', async (request) => {
    const call = signedBody(request, gameUrlRequestSchema);
    if (call.game_code !== DEMO_CRASH_GAME_CODE) throw new HttpError(404, messages.notFound);
    const id = newSessionId();
    await insertCrashSession(
      app.db,
      {
        id,
        playerRef: call.user,
        token: call.token,
        gameCode: call.game_code,
      },
      app.clock(),
    );
    return { url: `${origin}/demo-aggregator/crash?session=${id}` };
  });

  app.get('/crash', async (_request, reply) => {
    // The round in flight will be asked for at the first tap: rebuild its chain now.
    upcoming.known(await latestRound(app.db, betHouse));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', crashPagePolicy(app.config.APP_ORIGIN))
      .send(crashPage(`${mountPrefix('history')}/rounds/stream?betHouse=${betHouse}`));
  });

  const upcoming = upcomingRounds(app.db);

  /** Sends a bet's win (0 closes a lost bet) to the operator's wallet; true when it took it. */
  async function sendWin(
    session: CrashSession,
    bet: CrashBet,
    round: string,
    winCents: number,
  ): Promise<boolean> {
    const answer = await wallet.call('/transaction/win', {
      user: session.playerRef,
      transaction_uuid: `win-${bet.betTransactionUuid}`,
      token: session.token,
      round,
      round_closed: true,
      game_code: session.gameCode,
      currency: 'BRL',
      amount: walletUnits(winCents),
      reference_transaction_uuid: bet.betTransactionUuid,
    });
    if (answer.status !== 'RS_OK')
      app.log.warn({ status: answer.status, betId: bet.id }, 'demo aggregator: win refused');
    return answer.status === 'RS_OK';
  }

  /**
   * Pays a bet of the round in flight whose cash-out (a tap, or the automatic
   * one the multiplier has reached) came before the round's crash instant: at
   * that moment, not when the round ends. Its round is named by the bet's
   * until the round is stored.
   */
  async function payInFlight(
    session: CrashSession,
    bet: CrashBet,
    round: UpcomingRound,
    now: number,
  ): Promise<void> {
    const takeoffAt = bet.afterMs + BETTING_PHASE_MS;
    const auto =
      bet.autoCashout !== null && takeoffAt + flightMs(bet.autoCashout) <= now
        ? bet.autoCashout
        : null;
    const { cashout, winCents } = settleBet(
      { ...bet, autoCashout: auto },
      { odd: round.odd, timeMs: round.timeMs },
    );
    if (cashout === null) return;
    if (await sendWin(session, bet, `${bet.betHouse}:after:${String(bet.afterMs)}`, winCents))
      await markPaidInFlight(app.db, bet.id, { multiplier: cashout, winCents }, now);
  }

  /**
   * Pays (or closes with 0) every bet of the session whose round is stored,
   * names the stored round of bets paid in flight, and pays the cash-outs of
   * the round in flight.
   */
  async function settleDue(session: CrashSession, bets: CrashBet[]): Promise<void> {
    const now = app.clock();
    const latest = await latestRound(app.db, betHouse);
    // Never waits for the chain's first rebuild: a state call answers at once.
    const inFlight = upcoming.known(latest);
    for (const bet of bets) {
      if (bet.settled && bet.roundId !== null) continue;
      const round = await roundAfter(app.db, bet.betHouse, bet.afterMs);
      if (round !== null && bet.settled) {
        await attachRound(app.db, bet.id, { id: round.id, crashPoint: round.odd });
        continue;
      }
      if (round === null) {
        if (inFlight !== null && !bet.settled && bet.afterMs === (latest?.timeMs ?? 0))
          await payInFlight(session, bet, inFlight, now);
        continue;
      }
      const { cashout, winCents } = settleBet(bet, round);
      if (await sendWin(session, bet, `${bet.betHouse}:${String(round.id)}`, winCents))
        await markSettled(
          app.db,
          bet.id,
          { id: round.id, crashPoint: round.odd },
          { multiplier: cashout, winCents },
          now,
        );
    }
  }

  async function pageCall<S extends z.ZodType>(
    body: unknown,
    schema: S,
    reply: FastifyReply,
  ): Promise<{ call: z.infer<S>; session: CrashSession } | null> {
    void reply.header('access-control-allow-origin', '*');
    let json: unknown;
    try {
      json = typeof body === 'string' ? JSON.parse(body) : body;
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    const sessionId = parsed.success ? (parsed.data as { session: string }).session : '';
    const session = sessionId === '' ? null : await findCrashSession(app.db, sessionId);
    if (!parsed.success || session === null) {
      await reply.send({ message: messages.crashSessionUnknown });
      return null;
    }
    return { call: parsed.data, session };
  }

  async function latestCrashMs(): Promise<number> {
    return (await latestRound(app.db, betHouse))?.timeMs ?? 0;
  }

  app.post('/crash/state', async (request, reply) => {
    const context = await pageCall(request.body, pageCallSchema, reply);
    if (context === null) return reply;
    const { session } = context;
    await settleDue(session, await recentCrashBets(app.db, session.id, 20));
    const now = app.clock();
    const phase = phaseAt(await latestCrashMs(), now);
    const balance = await wallet.call('/user/balance', {
      user: session.playerRef,
      token: session.token,
      game_code: session.gameCode,
    });
    // A revoked token: the page says so instead of showing a balance of zero.
    if (balance.status === 'RS_ERROR_INVALID_TOKEN')
      return reply.send({ message: messages.crashSessionEnded });
    const bets = await recentCrashBets(app.db, session.id, 10);
    return reply.send({
      serverNow: now,
      afterMs: phase.afterMs,
      takeoffAt: phase.takeoffAt,
      recent: await recentCrashPoints(app.db, betHouse, RECENT_ROUNDS),
      balanceCents: Math.floor((balance.balance ?? 0) / 1000),
      bets: bets.map((bet) => ({
        afterMs: bet.afterMs,
        amountCents: bet.amountCents,
        autoCashout: bet.autoCashout,
        cashout: bet.settled ? bet.paidMultiplier : bet.cashoutMultiplier,
        settled: bet.settled,
        roundId: bet.roundId,
        crashPoint: bet.crashPoint,
        winCents: bet.winCents,
      })),
    });
  });

  app.post('/crash/bet', async (request, reply) => {
    const context = await pageCall(request.body, betCallSchema, reply);
    if (context === null) return reply;
    const { call, session } = context;
    if (call.amountCents < 100 || call.amountCents > 100_000)
      return reply.send({ message: messages.crashInvalidAmount });
    if (call.autoCashout !== null && !(call.autoCashout >= 1.01 && call.autoCashout <= 1000))
      return reply.send({ message: messages.crashInvalidAutoCashout });
    const now = app.clock();
    const phase = phaseAt(await latestCrashMs(), now);
    if (phase.phase !== 'betting') return reply.send({ message: messages.crashRoundStarted });
    const transaction = randomUUID();
    const bet = await insertCrashBet(
      app.db,
      {
        sessionId: session.id,
        betHouse,
        afterMs: phase.afterMs,
        amountCents: call.amountCents,
        autoCashout: call.autoCashout === null ? null : Math.floor(call.autoCashout * 100) / 100,
        betTransactionUuid: transaction,
      },
      now,
    );
    if (bet === null) return reply.send({ message: messages.crashAlreadyBet });
    const answer = await wallet.call('/transaction/bet', {
      user: session.playerRef,
      transaction_uuid: transaction,
      token: session.token,
      round: `${betHouse}:after:${String(phase.afterMs)}`,
      round_closed: false,
      game_code: session.gameCode,
      currency: 'BRL',
      amount: walletUnits(call.amountCents),
    });
    if (answer.status !== 'RS_OK') {
      await deleteCrashBet(app.db, bet.id);
      return reply.send({ message: REFUSALS[answer.status] ?? messages.crashBetRefused });
    }
    return reply.send({ ok: true });
  });

  app.post('/crash/cashout', async (request, reply) => {
    const context = await pageCall(request.body, pageCallSchema, reply);
    if (context === null) return reply;
    const now = app.clock();
    const latest = await latestRound(app.db, betHouse);
    const phase = phaseAt(latest?.timeMs ?? 0, now);
    const bet = (await recentCrashBets(app.db, context.session.id, 5)).find(
      (candidate) => !candidate.settled && candidate.afterMs <= phase.afterMs,
    );
    // The bet's round is stored already: it crashed before the tap.
    if (bet !== undefined && bet.afterMs < phase.afterMs)
      return reply.send({ message: messages.crashTooLate });
    if (bet === undefined) return reply.send({ message: messages.crashNoBetToCashOut });
    if (phase.phase !== 'flying') return reply.send({ message: messages.crashNotFlying });
    const inFlight = await upcoming.after(latest);
    // Crashed already, though the round is not stored yet: the tap came after the crash instant.
    if (inFlight !== null && now >= inFlight.timeMs)
      return reply.send({ message: messages.crashTooLate });
    if (!(await recordCashout(app.db, bet.id, now, phase.multiplier)))
      return reply.send({ message: messages.crashNoBetToCashOut });
    if (inFlight !== null)
      await payInFlight(
        context.session,
        { ...bet, cashoutAtMs: now, cashoutMultiplier: phase.multiplier },
        inFlight,
        now,
      );
    return reply.send({ ok: true, multiplier: phase.multiplier });
  });
}
