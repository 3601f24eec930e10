// The CPF claim's rows (docs/product.md#cpf-claim): which account holds a CPF,
// and the hand-over when the person who proved it is another account.
import { recordAudit } from '../audit/audit-trail.js';
import { endAccountSessions } from '../auth/account-sessions.js';
import type { Queryable } from '../db/database.js';

export interface VerdictAccount {
  id: number;
  cpf: string;
  cpf_role: 'holder' | 'claimant' | 'released';
}

/** The account a verdict is for, locked for the verdict's transaction. */
export async function lockVerdictAccount(tx: Queryable, userId: number): Promise<VerdictAccount> {
  const { rows } = await tx.query<VerdictAccount>(
    'SELECT id, cpf, cpf_role FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const account = rows[0];
  if (account === undefined) throw new Error(`kyc verdict for a missing user ${String(userId)}`);
  return account;
}

export interface CpfHolder {
  id: number;
  kyc_status: string;
  balance_cents: number;
}

export async function lockCpfHolder(tx: Queryable, cpf: string): Promise<CpfHolder | undefined> {
  const { rows } = await tx.query<CpfHolder>(
    "SELECT id, kyc_status, balance_cents FROM users WHERE cpf = $1 AND cpf_role = 'holder' FOR UPDATE",
    [cpf],
  );
  return rows[0];
}

/**
 * Closes the holder that never passed KYC (its balance and ledger stay as
 * they are, for the operator's review), ends its sessions, and makes the
 * claimant the CPF's holder.
 */
export async function handOverCpf(
  tx: Queryable,
  cpf: string,
  holder: CpfHolder,
  claimantId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE users SET cpf_role = 'released', status = 'closed', closed_at = COALESCE(closed_at, $2),
            closed_reason = 'cpf_claimed'
     WHERE id = $1`,
    [holder.id, now],
  );
  await endAccountSessions(tx, holder.id, now);
  await becomeHolder(tx, claimantId);
  await tx.query(
    `INSERT INTO cpf_claims (cpf, claimant_id, released_id, held_balance_cents, claimed_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [cpf, claimantId, holder.id, holder.balance_cents, now],
  );
  // Both accounts' trails say what happened to the CPF (docs/operations.md#audit-trail).
  const details = { claimantId, releasedId: holder.id, heldBalanceCents: holder.balance_cents };
  await recordAudit(tx, {
    userId: claimantId,
    category: 'identity',
    action: 'cpf_claimed',
    details,
    at: now.getTime(),
  });
  await recordAudit(tx, {
    userId: holder.id,
    category: 'identity',
    action: 'cpf_released',
    details,
    at: now.getTime(),
  });
}

/** The claimant now holds its CPF (call after the previous holder was released). */
export async function becomeHolder(tx: Queryable, userId: number): Promise<void> {
  await tx.query("UPDATE users SET cpf_role = 'holder' WHERE id = $1", [userId]);
}

/** Who holds a CPF, for registration: nobody, an account never verified (claimable), or a verified one. */
export async function cpfHolding(
  db: Queryable,
  cpf: string,
): Promise<'free' | 'claimable' | 'verified'> {
  const { rows } = await db.query<{ kyc_status: string }>(
    "SELECT kyc_status FROM users WHERE cpf = $1 AND cpf_role = 'holder'",
    [cpf],
  );
  const holder = rows[0];
  if (holder === undefined) return 'free';
  return holder.kyc_status === 'approved' ? 'verified' : 'claimable';
}

/** What the player's screen says about a claim: still to prove, or granted. */
export async function cpfClaimOf(
  db: Queryable,
  userId: number,
): Promise<'pending' | 'granted' | null> {
  const { rows } = await db.query<{ cpf_role: string; granted: boolean }>(
    `SELECT cpf_role, EXISTS (SELECT 1 FROM cpf_claims WHERE claimant_id = $1) AS granted
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row?.cpf_role === 'claimant') return 'pending';
  return row?.granted === true ? 'granted' : null;
}
