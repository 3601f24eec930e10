import type { Cents } from '@velas/domain/money';
import type { LedgerEntryKindStatus, TransactionSource } from '@velas/domain/schemas/transactions';
import type { Tx } from '#/db/database.js';
import { recentRowsOf } from '#/db/recent-rows.js';
import { selectFields } from '#/db/select-columns.js';

export type LedgerRow = LedgerEntryKindStatus & {
  userId: number;
  /** Signed cents: positive credits the account, negative debits it. */
  amount: Cents;
  gameName: string | null;
  reference: string | null;
  at: Date;
};

/**
 * Every movement announces the balance after it on this channel; PostgreSQL
 * delivers a NOTIFY only once its transaction commits, to every api process
 * that listens (money/balance-feed.ts, docs/architecture.md#live-balance).
 */
export const BALANCES_CHANNEL = 'player_balances';

/** The audit row's own fields; the rest (player, amount, when, entry id, balance) comes from the entry. */
export interface LedgerAudit {
  actor: string;
  requestId: string | null;
  details: Record<string, unknown>;
}

/**
 * Moves `amount` unless that takes the balance below zero. The balance, the
 * ledger entry, its audit row and the
 * announcement of the new balance go in one statement: one round trip. The
 * conditional UPDATE locks the user's row, so concurrent movements of one
 * account queue behind it. Returns the entry's id and the balance after it,
 * or undefined when the balance would go below zero.
 */
export async function moveBalance(
  tx: Tx,
  entry: LedgerRow,
  audit: LedgerAudit,
): Promise<{ id: number; balanceAfter: Cents } | undefined> {
  const { rows } = await tx.query<{ id: number; balance_after_cents: Cents }>(
    `WITH moved AS (
       UPDATE users SET balance_cents = balance_cents + $2::bigint
       WHERE id = $1::integer AND balance_cents + $2::bigint >= 0
       RETURNING balance_cents
     ), entry AS (
       INSERT INTO ledger_entries (user_id, amount_cents, kind, status, game_name, reference, balance_after_cents, created_at)
       SELECT $1::integer, $2::bigint, $3::text, $4::text, $5::text, $6::text, balance_cents, $7::timestamptz FROM moved
       RETURNING id, balance_after_cents
     ), audited AS (
       INSERT INTO audit_events (at, user_id, actor, category, action, amount_cents, details, request_id)
       SELECT $7::timestamptz, $1::integer, $8::text, 'money', 'ledger_entry', $2::bigint,
              $9::jsonb || jsonb_build_object('entryId', id, 'balanceAfterCents', balance_after_cents),
              $10::text
       FROM entry
     ), announced AS (
       SELECT pg_notify($11::text, json_build_object(
                'userId', $1::integer, 'balance', balance_after_cents, 'entryId', id)::text)
       FROM entry
     )
     SELECT entry.id, entry.balance_after_cents FROM entry, announced`,
    [
      entry.userId,
      entry.amount,
      entry.kind,
      entry.status,
      entry.gameName,
      entry.reference,
      entry.at,
      audit.actor,
      JSON.stringify(audit.details),
      audit.requestId,
      BALANCES_CHANNEL,
    ],
  );
  const row = rows[0];
  return row === undefined ? undefined : { id: row.id, balanceAfter: row.balance_after_cents };
}

// The status as stored: entries older than today's codes hold pt-BR words,
// which the back office shows as they are.
const storedEntryColumns = selectFields('ledger_entries', [
  'id',
  'amount_cents',
  'kind',
  'status',
  'reference',
  'balance_after_cents',
  'created_at',
]).narrow<{
  amountCents: Cents;
  kind: TransactionSource;
  balanceAfterCents: Cents;
}>();

export const recentLedgerEntries = recentRowsOf('ledger_entries', storedEntryColumns, 'id');
