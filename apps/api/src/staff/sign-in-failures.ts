// Committed before the refusal is thrown, so the refusal cannot take it back.
// Never the password, the code, or an e-mail that belongs to nobody.
import type { AuditActor } from '#/audit/audit-actor.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Queryable } from '#/db/database.js';

export type SecondStepUse = 'sign_in' | 'enrolment' | 'money_action';

export interface SignInFailure {
  /** Nobody at the password step; the staff member the session is for at the second. */
  actor: AuditActor;
  /** The staff account the attempt named; null when the e-mail is nobody's. */
  staffId: number | null;
  step: 'password' | 'totp' | 'recovery_code';
  during: SecondStepUse;
  /** wrong: the secret did not match; throttled/locked: refused before it was checked. */
  outcome: 'wrong' | 'throttled' | 'locked';
  at: number;
}

export function auditSignInFailure(db: Queryable, failure: SignInFailure): Promise<void> {
  const { at, actor, ...details } = failure;
  return recordAudit(db, {
    actor,
    userId: null,
    category: 'staff',
    action: 'staff_sign_in_failed',
    details,
    at,
  });
}
