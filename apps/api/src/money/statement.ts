// Every figure comes from the ledger: the running balance is each entry's own
// balance after, written with it (docs/product/wallet.md#statement).
import { addDays, saoPauloDayStart, toSaoPaulo } from '@velas/domain/calendar';
import { gamesMessages } from '@velas/domain/messages/games';
import { walletMessages } from '@velas/domain/messages/wallet';
import type {
  StatementLine,
  StatementQuery,
  StatementResponse,
} from '@velas/domain/schemas/statement';
import { prizeResult } from '@velas/domain/statement';
import type { StatementKind } from '@velas/domain/statement-kinds';
import type { Queryable } from '#/db/database.js';
import {
  currentBalance,
  findStatementPage,
  sumStatementDays,
  type StatementFilter,
  type StatementRow,
} from './statement-repository.js';

const WITHDRAWAL_STATES: Record<string, string> = {
  processing: walletMessages.withdrawStatusProcessing,
  review: walletMessages.withdrawStatusReview,
  paid: walletMessages.withdrawStatusPaid,
  failed: walletMessages.withdrawStatusFailed,
};

const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

/**
 * A round as a player knows it: a stored round of a house ("MINES_BET:12")
 * by its number, "#12"; a bet's own reference before its round was stored
 * ("MINES_BET:after:…", the demo aggregator's) names no round; any other
 * aggregator's id as it sent it.
 */
export function roundLabel(round: string): string | null {
  const stored = /^[A-Z0-9_]+:(\d+)$/.exec(round);
  if (stored !== null) return `#${stored[1] ?? ''}`;
  return /^[A-Z0-9_]+:after:\d+$/.test(round) ? null : round;
}

function gameDetail(row: StatementRow): string {
  const game = row.gameName ?? gamesMessages.recordKindGame;
  const round = row.round === null ? null : roundLabel(row.round);
  return round === null ? game : `${game}, rodada ${round}`;
}

function detail(row: StatementRow): string {
  const details: Record<StatementKind, () => string> = {
    pix_in: () => 'Pix recebido',
    withdrawal: () => WITHDRAWAL_STATES[row.status] ?? walletMessages.withdrawStatusProcessing,
    refund: () => 'Valor de um saque que falhou, de volta ao saldo',
    bet: () => gameDetail(row),
    win: () =>
      row.betCents === null
        ? gameDetail(row)
        : `${gameDetail(row)}: ${prizeResult(row.amountCents, row.betCents)}`,
    rollback: () => `${gameDetail(row)}: aposta devolvida pelo jogo`,
    adjustment: () => 'Ajuste feito pela equipe da casa, aprovado por duas pessoas',
  };
  return details[row.kind]();
}

export function toStatementLine(row: StatementRow): StatementLine {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind,
    amount: row.amountCents,
    balanceAfter: row.balanceAfterCents,
    detail: detail(row),
  };
}

type ParsedQuery = Omit<StatementQuery, 'limit' | 'cursor'> & { limit: number; cursor?: number };

/** The query's São Paulo dates as instants: [from 00:00, the day after `to` 00:00). */
export function statementFilter(userId: number, query: ParsedQuery): StatementFilter {
  return {
    userId,
    kind: query.kind ?? null,
    start: new Date(query.from === undefined ? 0 : saoPauloDayStart(query.from)),
    end: query.to === undefined ? END_OF_TIME : new Date(saoPauloDayStart(addDays(query.to, 1))),
  };
}

export async function statementPage(
  db: Queryable,
  userId: number,
  query: ParsedQuery,
): Promise<StatementResponse> {
  const filter = statementFilter(userId, query);
  // One more than asked says whether another page follows.
  const rows = await findStatementPage(db, filter, query.cursor ?? null, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const lines = page.map(toStatementLine);
  const dates = [...new Set(page.map((row) => toSaoPaulo(row.createdAt).date))];
  const days = await sumStatementDays(
    db,
    filter,
    dates.map((date) => ({
      date,
      start: new Date(saoPauloDayStart(date)),
      end: new Date(saoPauloDayStart(addDays(date, 1))),
    })),
  );
  return {
    balance: await currentBalance(db, userId),
    lines,
    days,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every line of the filter, for the CSV; capped so one download cannot hold the server. */
export const STATEMENT_CSV_MAX_LINES = 50_000;

export async function statementLinesForCsv(
  db: Queryable,
  userId: number,
  query: ParsedQuery,
): Promise<StatementLine[]> {
  const rows = await findStatementPage(
    db,
    statementFilter(userId, query),
    null,
    STATEMENT_CSV_MAX_LINES,
  );
  return rows.map(toStatementLine);
}
