import type { Cents } from '@velas/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#/clock.js';
import type { Queryable } from '#/db/database.js';
import {
  firstRoundCrashedAfter,
  latestRoundWithChain,
} from '#/history/rounds/rounds-repository.js';
import { settleBet, settleInFlight } from './crash-rules.js';
import { walletUnits, type WalletClient } from './demo-aggregator.js';
import {
  attachRound,
  markPaidInFlight,
  markSettled,
  type CrashBet,
  type CrashSession,
} from './demo-crash-repository.js';
import type { UpcomingRound, upcomingRounds } from './upcoming-round.js';

export interface CrashGame {
  db: Queryable;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletClient;
  betHouse: string;
  upcoming: ReturnType<typeof upcomingRounds>;
}

interface SendWinInput {
  session: CrashSession;
  bet: CrashBet;
  round: string;
  winCents: Cents;
}

async function sendWin(
  game: CrashGame,
  { session, bet, round, winCents }: SendWinInput,
): Promise<boolean> {
  const answer = await game.wallet.call('/transaction/win', {
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
    game.log.warn({ status: answer.status, betId: bet.id }, 'demo aggregator: win refused');
  return answer.status === 'RS_OK';
}

interface PayInFlightInput {
  session: CrashSession;
  bet: CrashBet;
  round: UpcomingRound;
  now: number;
}

/**
 * Pays a bet of the round in flight whose cash-out (a tap, or the automatic
 * one the multiplier has reached) came before the round's crash instant: at
 * that moment, not when the round ends. Its round is named by the bet's
 * until the round is stored.
 */
export async function payInFlight(
  game: CrashGame,
  { session, bet, round, now }: PayInFlightInput,
): Promise<void> {
  const { cashout, winCents } = settleInFlight(bet, round, now);
  if (cashout === null) return;
  if (
    await sendWin(game, {
      session,
      bet,
      round: `${bet.betHouse}:after:${String(bet.afterMs)}`,
      winCents,
    })
  )
    await markPaidInFlight(game.db, bet.id, { multiplier: cashout, winCents }, now);
}

/**
 * Pays (or closes with 0) every bet of the session whose round is stored,
 * names the stored round of bets paid in flight, and pays the cash-outs of
 * the round in flight.
 */
export async function settleDue(
  game: CrashGame,
  session: CrashSession,
  bets: CrashBet[],
): Promise<void> {
  const now = game.clock();
  const latest = await latestRoundWithChain(game.db, game.betHouse);
  // Never waits for the chain's first rebuild: a state call answers at once.
  const inFlight = game.upcoming.known(latest);
  for (const bet of bets) {
    if (bet.settled && bet.roundId !== null) continue;
    const round = await firstRoundCrashedAfter(game.db, bet.betHouse, bet.afterMs);
    if (round !== null && bet.settled) {
      await attachRound(game.db, bet.id, { id: round.id, crashPoint: round.odd });
      continue;
    }
    if (round === null) {
      if (inFlight !== null && !bet.settled && bet.afterMs === (latest?.timeMs ?? 0))
        await payInFlight(game, { session, bet, round: inFlight, now });
      continue;
    }
    const { cashout, winCents } = settleBet(bet, round);
    if (
      await sendWin(game, { session, bet, round: `${bet.betHouse}:${String(round.id)}`, winCents })
    )
      await markSettled(game.db, {
        betId: bet.id,
        round: { id: round.id, crashPoint: round.odd },
        paid: { multiplier: cashout, winCents },
        now,
      });
  }
}
