import type { CpfClaimStatus } from '@velas/domain/backoffice/code-labels';
import type { Cents } from '@velas/domain/money';
import { becomeHolder, releaseCpf } from '#/accounts/account-status-repository.js';
import { type CpfHolder } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import type { Queryable, Tx } from '#/db/database.js';

interface HandOverCpfInput {
  cpf: string;
  holder: CpfHolder;
  claimantId: number;
  now: Date;
  actor: AuditActor;
}

/**
 * Closes the holder that never passed KYC (its balance and ledger stay as
 * they are, for the operator's review), ends its sessions, and makes the
 * claimant the CPF's holder.
 */
export async function handOverCpf(
  tx: Tx,
  { cpf, holder, claimantId, now, actor }: HandOverCpfInput,
): Promise<void> {
  await releaseCpf(tx, holder.id, now);
  await endAccountSessions(tx, holder.id, now);
  await becomeHolder(tx, claimantId);
  await tx.query(
    `INSERT INTO cpf_claims (cpf, claimant_id, released_id, held_balance_cents, claimed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [cpf, claimantId, holder.id, holder.balanceCents, now],
  );
  // Both accounts' trails say what happened to the CPF.
  const details = { claimantId, releasedId: holder.id, heldBalanceCents: holder.balanceCents };
  await recordAudit(tx, {
    actor,
    userId: claimantId,
    category: 'identity',
    action: 'cpf_claimed',
    details,
    at: now.getTime(),
  });
  await recordAudit(tx, {
    actor,
    userId: holder.id,
    category: 'identity',
    action: 'cpf_released',
    details,
    at: now.getTime(),
  });
}

/**
 * 'granted' once the account took its CPF from another by passing KYC. A claim
 * still to prove says nothing: the screen of an account whose CPF was taken
 * looks like any new account's.
 */
export async function cpfClaimOf(db: Queryable, userId: number): Promise<'granted' | null> {
  const { rows } = await db.query<{ granted: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM cpf_claims WHERE claimant_id = $1) AS granted',
    [userId],
  );
  return rows[0]?.granted === true ? 'granted' : null;
}

export interface CpfClaimSide {
  id: number;
  claimantId: number;
  reviewStatus: CpfClaimStatus;
  heldBalanceCents: Cents;
  claimedAt: Date;
}

export async function recentCpfClaims(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<CpfClaimSide[]> {
  const { rows } = await db.query<CpfClaimSide>(
    `SELECT id, claimant_id AS "claimantId", review_status AS "reviewStatus",
       held_balance_cents AS "heldBalanceCents", claimed_at AS "claimedAt" FROM cpf_claims
     WHERE claimant_id = $1 OR released_id = $1 ORDER BY claimed_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
