import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { referenceParts } from '#/money/ledger-references.js';

export interface ReceivedRow {
  paymentId: string;
  chargeId: string;
  userId: number | null;
  amountCents: Cents;
  receivedAt: Date;
  outcome: string;
  payoutStatus: string | null;
  /** The ledger's credit of this charge, when the payment was credited. */
  ledgerCents: Cents | null;
}

export async function selectReceivedPayments(db: Queryable): Promise<ReceivedRow[]> {
  const { rows } = await db.query<ReceivedRow>(
    `SELECT r.payment_id AS "paymentId", r.charge_id AS "chargeId", r.user_id AS "userId",
            r.amount_cents AS "amountCents", r.received_at AS "receivedAt", r.outcome,
            p.status AS "payoutStatus",
            (SELECT e.amount_cents FROM ledger_entries e
              WHERE r.outcome = 'credited' AND e.reference = $1::text || r.charge_id) AS "ledgerCents"
     FROM received_payments r LEFT JOIN payouts p ON p.id = r.payout_id
     ORDER BY r.received_at, r.id`,
    [referenceParts.deposit],
  );
  return rows;
}

export interface UnmatchedCreditRow {
  reference: string;
  userId: number;
  amountCents: Cents;
  createdAt: Date;
}

/** Deposit credits in the ledger that no credited payment accounts for. */
export async function selectUnmatchedCredits(db: Queryable): Promise<UnmatchedCreditRow[]> {
  const { rows } = await db.query<UnmatchedCreditRow>(
    `SELECT e.reference, e.user_id AS "userId", e.amount_cents AS "amountCents", e.created_at AS "createdAt"
     FROM ledger_entries e
     WHERE e.kind = 'Deposit' AND starts_with(e.reference, $1::text)
       AND NOT EXISTS (SELECT 1 FROM received_payments r
                       WHERE r.outcome = 'credited' AND $1::text || r.charge_id = e.reference)
     ORDER BY e.created_at, e.id`,
    [referenceParts.deposit],
  );
  return rows;
}
