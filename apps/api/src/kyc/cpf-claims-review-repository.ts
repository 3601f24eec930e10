// Settling records the decision and moves no money.
import type { Cents } from '@velas/domain/money';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Database, Queryable } from '#/db/database.js';

export const REVIEW_STATUSES = ['pending', 'disputed', 'settled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface CpfClaimLine {
  id: number;
  /** Masked: the operator's terminal and logs never show a full CPF. */
  cpf: string;
  claimantId: number;
  claimantEmail: string;
  releasedId: number;
  releasedEmail: string;
  /** What the released account held when it was closed. */
  heldBalanceCents: Cents;
  /** What it holds now (the ledger is never touched by the review). */
  balanceCents: Cents;
  status: ReviewStatus;
  claimedAt: string;
  reviewedAt: string | null;
  note: string | null;
}

interface ClaimRow {
  id: number;
  cpf: string;
  claimant_id: number;
  claimant_email: string;
  released_id: number;
  released_email: string;
  held_balance_cents: Cents;
  balance_cents: Cents;
  /** The claim's own 'settled', else its last decision, else 'pending'. */
  review_status: ReviewStatus;
  claimed_at: Date;
  reviewed_at: Date | null;
  review_note: string | null;
}

const maskedCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

function toLine(row: ClaimRow): CpfClaimLine {
  return {
    id: row.id,
    cpf: maskedCpf(row.cpf),
    claimantId: row.claimant_id,
    claimantEmail: row.claimant_email,
    releasedId: row.released_id,
    releasedEmail: row.released_email,
    heldBalanceCents: row.held_balance_cents,
    balanceCents: row.balance_cents,
    status: row.review_status,
    claimedAt: row.claimed_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    note: row.review_note,
  };
}

export async function listCpfClaims(
  db: Queryable,
  options: { all?: boolean } = {},
): Promise<CpfClaimLine[]> {
  const { rows } = await db.query<ClaimRow>(
    `SELECT c.id, c.cpf, c.claimant_id, claimant.email AS claimant_email,
            c.released_id, released.email AS released_email,
            c.held_balance_cents, released.balance_cents,
            CASE WHEN c.review_status = 'settled' THEN 'settled'
                 ELSE COALESCE(last.decision, 'pending') END AS review_status,
            c.claimed_at, last.decided_at AS reviewed_at, last.note AS review_note
     FROM cpf_claims c
     JOIN users claimant ON claimant.id = c.claimant_id
     JOIN users released ON released.id = c.released_id
     LEFT JOIN LATERAL (
       SELECT decision, decided_at, note FROM cpf_claim_reviews r
       WHERE r.claim_id = c.id ORDER BY r.id DESC LIMIT 1
     ) last ON true
     WHERE $1 OR c.review_status <> 'settled'
     ORDER BY c.claimed_at, c.id`,
    [options.all === true],
  );
  return rows.map(toLine);
}

export type ReviewOutcome = 'done' | 'not_found' | 'already_settled' | 'note_required';

/**
 * Marks a claim disputed or settles it, with the operator's note, in the audit
 * trail of both accounts. A settled claim is final.
 */
export async function reviewCpfClaim(
  db: Pick<Database, 'transaction'>,
  decision: { id: number; status: 'disputed' | 'settled'; note: string },
  now: number,
  actor: AuditActor,
): Promise<ReviewOutcome> {
  const note = decision.note.trim();
  if (note.length === 0 || note.length > 2_000) return 'note_required';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      claimant_id: number;
      released_id: number;
      held_balance_cents: Cents;
      review_status: ReviewStatus;
    }>(
      'SELECT claimant_id, released_id, held_balance_cents, review_status FROM cpf_claims WHERE id = $1 FOR UPDATE',
      [decision.id],
    );
    const claim = rows[0];
    if (claim === undefined) return 'not_found';
    if (claim.review_status === 'settled') return 'already_settled';
    await tx.query(
      'INSERT INTO cpf_claim_reviews (claim_id, decision, note, decided_at) VALUES ($1, $2, $3, $4)',
      [decision.id, decision.status, note, new Date(now)],
    );
    if (decision.status === 'settled')
      await tx.query("UPDATE cpf_claims SET review_status = 'settled' WHERE id = $1", [
        decision.id,
      ]);
    const details = {
      claimId: decision.id,
      claimantId: claim.claimant_id,
      releasedId: claim.released_id,
      heldBalanceCents: claim.held_balance_cents,
      note,
      // For the operator, from the shell (actor "system") or the back office (a staff member).
      decidedBy: 'operator',
    };
    for (const userId of [claim.claimant_id, claim.released_id])
      await recordAudit(tx, {
        actor,
        userId,
        category: 'identity',
        action: `cpf_claim_${decision.status}`,
        details,
        at: now,
      });
    return 'done';
  });
}
