// Turns record rows into the pt-BR lines of "Meu histórico".
import { addDays, saoPauloDayStart } from '@velas/domain/calendar';
import { gamesMessages } from '@velas/domain/messages/games';
import { protectionMessages } from '@velas/domain/messages/protection';
import { roundDetailSentence } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, negateCents, toCents } from '@velas/domain/money';
import { LOSS_PERIOD_LABELS, formatDateAndTime, type LossPeriod } from '@velas/domain/protection';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import type { Queryable } from '#/db/database.js';
import { listPlayerRounds, type PlayerRoundRow } from './player-rounds-repository.js';
import { listRecords, type RecordRow } from './records-repository.js';

const WITHDRAWAL_STATES: Record<string, string> = {
  processing: walletMessages.withdrawStatusProcessing,
  review: walletMessages.withdrawStatusReview,
  paid: walletMessages.withdrawStatusPaid,
  failed: walletMessages.withdrawStatusFailed,
};

const REFUND_REASONS: Record<string, string> = {
  late: walletMessages.refundReasonLate,
  duplicate: walletMessages.refundReasonDuplicate,
  cancelled: walletMessages.refundReasonCancelled,
  amount_mismatch: walletMessages.refundReasonAmount,
};

/** The refund payout's state as the player reads it (docs/product/wallet.md#wallet-deposits). */
function refundState(payoutStatus: string | null): string {
  if (payoutStatus === 'paid') return walletMessages.paymentRefunded;
  if (payoutStatus === 'failed') return walletMessages.paymentRefundReview;
  return walletMessages.paymentRefundProcessing;
}

function detail(row: RecordRow, now: number): string {
  switch (row.kind) {
    case 'deposit':
      if (row.status === 'paid') return protectionMessages.recordDepositPaid;
      if (row.status === 'cancelled') return 'Depósito cancelado (pausa ou autoexclusão)';
      return (row.effectiveAt?.getTime() ?? 0) > now ? 'Depósito pendente' : 'Depósito expirado';
    case 'withdrawal':
      // The row is labelled "Saque" already: the detail is the state alone.
      return WITHDRAWAL_STATES[row.status ?? ''] ?? walletMessages.withdrawStatusProcessing;
    case 'refund':
      return `${REFUND_REASONS[row.reason ?? ''] ?? walletMessages.refundReasonLate}: ${refundState(row.status)}`;
    case 'limit': {
      const limit = `${formatCents(row.lossLimitCents ?? toCents(0))} ${LOSS_PERIOD_LABELS[(row.lossPeriod ?? 'day') as LossPeriod]}, sessão de ${String(row.sessionMinutes ?? 0)} min`;
      if (row.status === 'cancelled')
        return `Limites pedidos: ${limit} (substituído antes de valer)`;
      return `Limites: ${limit}, valendo desde ${formatDateAndTime(row.effectiveAt?.getTime() ?? 0)}`;
    }
    case 'pause':
      return `Pausa até ${formatDateAndTime(row.endsAt?.getTime() ?? 0)}`;
    case 'exclusion':
      return row.endsAt === null
        ? 'Autoexclusão por tempo indeterminado'
        : `Autoexclusão até ${formatDateAndTime(row.endsAt.getTime())}`;
  }
}

/** The same reading as `detail`: open until `effectiveAt` (the charge's expiry). */
function depositStatus(row: RecordRow, now: number): NonNullable<PlayerRecord['depositStatus']> {
  if (row.status === 'paid' || row.status === 'cancelled') return row.status;
  return (row.effectiveAt?.getTime() ?? 0) > now ? 'pending' : 'expired';
}

export function toRecord(row: RecordRow, now: number): PlayerRecord {
  const signed =
    row.kind === 'withdrawal' ? negateCents(row.amountCents ?? toCents(0)) : row.amountCents;
  return {
    kind: row.kind,
    at: row.at.toISOString(),
    amount: signed,
    detail: detail(row, now),
    ...(row.kind === 'deposit' && { depositStatus: depositStatus(row, now) }),
  };
}

/** One round of a game: its bets, wins and rollbacks; the amount is what it moved. */
function toRoundRecord(row: PlayerRoundRow): PlayerRecord {
  const round = {
    game: row.gameName ?? gamesMessages.recordKindGame,
    round: row.roundLabel,
    bets: row.betsCents,
    wins: row.winsCents,
    rollbacks: row.rollbacksCents,
  };
  return {
    kind: 'game',
    at: row.startedAt.toISOString(),
    amount: toCents(row.winsCents + row.rollbacksCents - row.betsCents),
    detail: roundDetailSentence(round, formatCents),
    round,
  };
}

/** Records and rounds in one list, newest first. */
function mergeNewestFirst(records: PlayerRecord[], rounds: PlayerRecord[]): PlayerRecord[] {
  return [...records, ...rounds].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** São Paulo calendar dates to instants: [from 00:00, the day after `to` 00:00). */
function recordRange(
  from: string | undefined,
  to: string | undefined,
): { start: number; end: number } {
  return {
    start: from === undefined ? 0 : saoPauloDayStart(from),
    end: to === undefined ? Date.parse('9999-12-31T00:00:00Z') : saoPauloDayStart(addDays(to, 1)),
  };
}

interface PlayerRecordsInput {
  userId: number;
  /** São Paulo calendar dates, both included; open when absent. */
  from: string | undefined;
  to: string | undefined;
  now: number;
}

/** "Meu histórico": the player's records and rounds between two dates, newest first. */
export async function playerRecords(
  db: Queryable,
  { userId, from, to, now }: PlayerRecordsInput,
): Promise<PlayerRecord[]> {
  const { start, end } = recordRange(from, to);
  const rows = await listRecords(db, userId, start, end);
  const rounds = await listPlayerRounds(db, userId, start, end);
  return mergeNewestFirst(
    rows.map((row) => toRecord(row, now)),
    rounds.map(toRoundRecord),
  );
}
