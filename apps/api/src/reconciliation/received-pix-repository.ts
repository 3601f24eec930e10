// The SQL of the received Pix reconciliation (received-pix.ts): received
// payments with what became of them, and the ledger's deposit credits.
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from '#/money/ledger-references.js';

export interface ReceivedRow {
  payment_id: string;
  charge_id: string;
  user_id: number | null;
  amount_cents: Cents;
  received_at: Date;
  outcome: string;
  payout_status: string | null;
  /** The ledger's credit of this charge, when the payment was credited. */
  ledger_cents: Cents | null;
}

export async function selectReceivedPayments(db: Queryable): Promise<ReceivedRow[]> {
  const { rows } = await db.query<ReceivedRow>(
    `SELECT r.payment_id, r.charge_id, r.user_id, r.amount_cents, r.received_at, r.outcome,
            p.status AS payout_status,
            (SELECT e.amount_cents FROM ledger_entries e
              WHERE r.outcome = 'credited' AND e.reference = $1::text || r.charge_id) AS ledger_cents
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     ORDER BY r.received_at, r.id`,
    [referenceParts.deposit],
  );
  return rows;
}

export interface UnmatchedCreditRow {
  reference: string;
  user_id: number;
  amount_cents: Cents;
  created_at: Date;
}

/** Deposit credits in the ledger that no credited payment accounts for. */
export async function selectUnmatchedCredits(db: Queryable): Promise<UnmatchedCreditRow[]> {
  const { rows } = await db.query<UnmatchedCreditRow>(
    `SELECT e.reference, e.user_id, e.amount_cents, e.created_at
     FROM ledger_entries e
     WHERE e.kind = 'Deposit' AND starts_with(e.reference, $1::text)
       AND NOT EXISTS (SELECT 1 FROM received_payments r
                       WHERE r.outcome = 'credited' AND $1::text || r.charge_id = e.reference)
     ORDER BY e.created_at, e.id`,
    [referenceParts.deposit],
  );
  return rows;
}
