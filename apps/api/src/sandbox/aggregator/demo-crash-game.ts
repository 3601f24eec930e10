import { randomUUID } from 'node:crypto';
import { gamesMessages } from '@velas/domain/messages/games';
import type { Cents } from '@velas/domain/money';
import type { WalletStatus } from '@velas/domain/schemas/game-wallet';
import type { FastifyInstance } from 'fastify';
import { latestRounds, latestRoundWithChain } from '#/history/rounds/rounds-repository.js';
import { CRASH_BET_CENTS, phaseAt, tappedCashout } from './crash-rules.js';
import { payInFlight, settleDue, type CrashGame } from './crash-settlement.js';
import { walletUnits, type WalletClient } from './demo-aggregator.js';
import {
  deleteCrashBet,
  insertCrashBet,
  recentCrashBets,
  recordCashout,
  type CrashSession,
} from './demo-crash-repository.js';
import { upcomingRounds } from './upcoming-round.js';

/** Chips in the strip of the house's last rounds: as many as a phone's width shows. */
const RECENT_ROUNDS = 12;

const REFUSALS: Partial<Record<WalletStatus, string>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: gamesMessages.crashNotEnoughMoney,
  RS_ERROR_USER_DISABLED: gamesMessages.crashPlayBlocked,
  RS_ERROR_TOKEN_EXPIRED: gamesMessages.crashTokenExpired,
  // Revoked: a password change, a sign-out everywhere, a pause, an exclusion or a newer start.
  RS_ERROR_INVALID_TOKEN: gamesMessages.crashSessionEnded,
};

export interface BetCall {
  amountCents: Cents;
  autoCashout: number | null;
}

/** The round in flight will be asked for at the first tap: rebuild its chain now. */
async function prepare(game: CrashGame): Promise<void> {
  game.upcoming.known(await latestRoundWithChain(game.db, game.betHouse));
}

async function latestCrashMs(game: CrashGame): Promise<number> {
  return (await latestRoundWithChain(game.db, game.betHouse))?.timeMs ?? 0;
}

async function state(game: CrashGame, session: CrashSession) {
  await settleDue(game, session, await recentCrashBets(game.db, session.id, 20));
  const now = game.clock();
  const phase = phaseAt(await latestCrashMs(game), now);
  const balance = await game.wallet.call('/user/balance', {
    user: session.playerRef,
    token: session.token,
    game_code: session.gameCode,
  });
  // A revoked token: the page says so instead of showing a balance of zero.
  if (balance.status === 'RS_ERROR_INVALID_TOKEN')
    return { message: gamesMessages.crashSessionEnded };
  const bets = await recentCrashBets(game.db, session.id, 10);
  return {
    serverNow: now,
    afterMs: phase.afterMs,
    takeoffAt: phase.takeoffAt,
    recent: (await latestRounds(game.db, game.betHouse, now + 1, RECENT_ROUNDS)).map(
      ({ id, odd }) => ({ id, odd }),
    ),
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

/** Why the game refuses a bet whatever the phase (its amount, its automatic cash-out); null: it does not. */
export function betCallRefusal(call: BetCall): string | null {
  if (call.amountCents < CRASH_BET_CENTS.min || call.amountCents > CRASH_BET_CENTS.max)
    return gamesMessages.crashInvalidAmount;
  if (call.autoCashout !== null && !(call.autoCashout >= 1.01 && call.autoCashout <= 1000))
    return gamesMessages.crashInvalidAutoCashout;
  return null;
}

/**
 * The automatic cash-out as kept: whole hundredths, further decimals dropped.
 * Read to 1/10 000 first: a typed 1,15 is 114,999… hundredths in binary, and
 * flooring that alone kept 1,14 and paid less than the player asked.
 */
export function storedAutoCashout(typed: number): number {
  return Math.floor(Math.round(typed * 10_000) / 100) / 100;
}

async function placeBet(game: CrashGame, session: CrashSession, call: BetCall) {
  const refusal = betCallRefusal(call);
  if (refusal !== null) return { message: refusal };
  const now = game.clock();
  const phase = phaseAt(await latestCrashMs(game), now);
  if (phase.phase !== 'betting') return { message: gamesMessages.crashRoundStarted };
  const transaction = randomUUID();
  const bet = await insertCrashBet(
    game.db,
    {
      sessionId: session.id,
      betHouse: game.betHouse,
      afterMs: phase.afterMs,
      amountCents: call.amountCents,
      autoCashout: call.autoCashout === null ? null : storedAutoCashout(call.autoCashout),
      betTransactionUuid: transaction,
    },
    now,
  );
  if (bet === null) return { message: gamesMessages.crashAlreadyBet };
  const answer = await game.wallet.call('/transaction/bet', {
    user: session.playerRef,
    transaction_uuid: transaction,
    token: session.token,
    round: `${game.betHouse}:after:${String(phase.afterMs)}`,
    round_closed: false,
    game_code: session.gameCode,
    currency: 'BRL',
    amount: walletUnits(call.amountCents),
  });
  if (answer.status !== 'RS_OK') {
    await deleteCrashBet(game.db, bet.id);
    return { message: REFUSALS[answer.status] ?? gamesMessages.crashBetRefused };
  }
  return { ok: true };
}

async function cashOut(game: CrashGame, session: CrashSession, shown: number | undefined) {
  const now = game.clock();
  const latest = await latestRoundWithChain(game.db, game.betHouse);
  const phase = phaseAt(latest?.timeMs ?? 0, now);
  const bet = (await recentCrashBets(game.db, session.id, 5)).find(
    (candidate) => !candidate.settled && candidate.afterMs <= phase.afterMs,
  );
  // The bet's round is stored already: it crashed before the tap.
  if (bet !== undefined && bet.afterMs < phase.afterMs)
    return { message: gamesMessages.crashTooLate };
  if (bet === undefined) return { message: gamesMessages.crashNoBetToCashOut };
  if (phase.phase !== 'flying') return { message: gamesMessages.crashNotFlying };
  const inFlight = await game.upcoming.after(latest);
  // Crashed already, though the round is not stored yet: the tap came after the crash instant.
  if (inFlight !== null && now >= inFlight.timeMs) return { message: gamesMessages.crashTooLate };
  const cashout = tappedCashout(phase, now, shown);
  if (!(await recordCashout(game.db, bet.id, cashout.atMs, cashout.multiplier)))
    return { message: gamesMessages.crashNoBetToCashOut };
  if (inFlight !== null)
    await payInFlight(game, {
      session,
      bet: { ...bet, cashoutAtMs: cashout.atMs, cashoutMultiplier: cashout.multiplier },
      round: inFlight,
      now,
    });
  return { ok: true, multiplier: cashout.multiplier };
}

export function demoCrashGame(app: FastifyInstance, wallet: WalletClient, betHouse: string) {
  const game: CrashGame = {
    db: app.db,
    clock: app.clock,
    log: app.log,
    wallet,
    betHouse,
    upcoming: upcomingRounds(app.db),
  };
  return {
    prepare: () => prepare(game),
    state: (session: CrashSession) => state(game, session),
    placeBet: (session: CrashSession, call: BetCall) => placeBet(game, session, call),
    cashOut: (session: CrashSession, shown?: number) => cashOut(game, session, shown),
  };
}
