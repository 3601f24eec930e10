// The demo crash game's rules (docs/product.md#demo-crash-game), behind the
// page's calls that demo-aggregator-routes.ts parses: the state with its
// bets settled as their rounds are stored, a bet taken during the betting
// phase and debited through the operator's wallet, a cash-out while flying,
// paid at that moment from the round in flight of the house's published
// chain (upcoming-round.ts). Each answers the body the page reads.
import { randomUUID } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import type { WalletStatus } from '@velas/domain/schemas/game-wallet';
import type { FastifyInstance } from 'fastify';
import { BETTING_PHASE_MS, flightMs } from '../../history/schedule.js';
import { CRASH_BET_CENTS, phaseAt, settleBet } from './crash-rules.js';
import { walletUnits, type walletClient } from './demo-aggregator.js';
import {
  attachRound,
  deleteCrashBet,
  insertCrashBet,
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

/** Chips in the strip of the house's last rounds: as many as a phone's width shows. */
const RECENT_ROUNDS = 12;

const REFUSALS: Partial<Record<WalletStatus, string>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: messages.crashNotEnoughMoney,
  RS_ERROR_USER_DISABLED: messages.crashPlayBlocked,
  RS_ERROR_TOKEN_EXPIRED: messages.crashTokenExpired,
  // Revoked: a password change, a sign-out everywhere, a pause, an exclusion or a newer start.
  RS_ERROR_INVALID_TOKEN: messages.crashSessionEnded,
};

/** A bet as the page sends it, parsed. */
export interface BetCall {
  amountCents: Cents;
  autoCashout: number | null;
}

/** The game of the demo house `betHouse`, paying through the operator's `wallet`. */
export function demoCrashGame(
  app: FastifyInstance,
  wallet: ReturnType<typeof walletClient>,
  betHouse: string,
) {
  const upcoming = upcomingRounds(app.db);

  /** The round in flight will be asked for at the first tap: rebuild its chain now. */
  async function prepare(): Promise<void> {
    upcoming.known(await latestRound(app.db, betHouse));
  }

  /** Sends a bet's win (0 closes a lost bet) to the operator's wallet; true when it took it. */
  async function sendWin(
    session: CrashSession,
    bet: CrashBet,
    round: string,
    winCents: Cents,
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

  async function latestCrashMs(): Promise<number> {
    return (await latestRound(app.db, betHouse))?.timeMs ?? 0;
  }

  async function state(session: CrashSession) {
    await settleDue(session, await recentCrashBets(app.db, session.id, 20));
    const now = app.clock();
    const phase = phaseAt(await latestCrashMs(), now);
    const balance = await wallet.call('/user/balance', {
      user: session.playerRef,
      token: session.token,
      game_code: session.gameCode,
    });
    // A revoked token: the page says so instead of showing a balance of zero.
    if (balance.status === 'RS_ERROR_INVALID_TOKEN') return { message: messages.crashSessionEnded };
    const bets = await recentCrashBets(app.db, session.id, 10);
    return {
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
    };
  }

  async function placeBet(session: CrashSession, call: BetCall) {
    if (call.amountCents < CRASH_BET_CENTS.min || call.amountCents > CRASH_BET_CENTS.max)
      return { message: messages.crashInvalidAmount };
    if (call.autoCashout !== null && !(call.autoCashout >= 1.01 && call.autoCashout <= 1000))
      return { message: messages.crashInvalidAutoCashout };
    const now = app.clock();
    const phase = phaseAt(await latestCrashMs(), now);
    if (phase.phase !== 'betting') return { message: messages.crashRoundStarted };
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
    if (bet === null) return { message: messages.crashAlreadyBet };
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
      return { message: REFUSALS[answer.status] ?? messages.crashBetRefused };
    }
    return { ok: true };
  }

  async function cashOut(session: CrashSession) {
    const now = app.clock();
    const latest = await latestRound(app.db, betHouse);
    const phase = phaseAt(latest?.timeMs ?? 0, now);
    const bet = (await recentCrashBets(app.db, session.id, 5)).find(
      (candidate) => !candidate.settled && candidate.afterMs <= phase.afterMs,
    );
    // The bet's round is stored already: it crashed before the tap.
    if (bet !== undefined && bet.afterMs < phase.afterMs) return { message: messages.crashTooLate };
    if (bet === undefined) return { message: messages.crashNoBetToCashOut };
    if (phase.phase !== 'flying') return { message: messages.crashNotFlying };
    const inFlight = await upcoming.after(latest);
    // Crashed already, though the round is not stored yet: the tap came after the crash instant.
    if (inFlight !== null && now >= inFlight.timeMs) return { message: messages.crashTooLate };
    if (!(await recordCashout(app.db, bet.id, now, phase.multiplier)))
      return { message: messages.crashNoBetToCashOut };
    if (inFlight !== null)
      await payInFlight(
        session,
        { ...bet, cashoutAtMs: now, cashoutMultiplier: phase.multiplier },
        inFlight,
        now,
      );
    return { ok: true, multiplier: phase.multiplier };
  }

  return { prepare, state, placeBet, cashOut };
}
