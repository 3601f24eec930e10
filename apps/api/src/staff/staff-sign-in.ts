// The refusals' own rows (the throttle's attempt, the failure's audit row) are
// written apart, before, so a refusal leaves them whatever happens next
// (docs/operations/back-office.md#signing-in).
import { authMessages } from '@velas/domain/messages/auth';
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANONYMOUS_ACTOR } from '#/audit/audit-actor.js';
import { claimLoginAttempt, clearLoginFailures } from '#/auth/login-throttle.js';
import { verifyPassword } from '#/auth/passwords.js';
import type { LoginConfig } from '#/config/login-config.js';
import type { Database } from '#/db/database.js';
import { Throttled, Unauthenticated } from '#/domain-errors.js';
import type { StaffIdentity } from './route-access.js';
import { auditSignInFailure } from './sign-in-failures.js';
import { auditStaffAction } from './staff-audit.js';
import { identityOf } from './staff-enrolment.js';
import { staffMe } from './staff-me.js';
import { deleteStaffSession, staffByEmail } from './staff-repository.js';
import { liveStaffSession, openStaffSession } from './staff-sessions.js';
import { checkSecondStep, type SecondStepProof } from './totp-check.js';

/** The sign-in throttle's account of a staff e-mail, apart from the players' own. */
const signInThrottleAccount = (email: string): string => `staff:${email}`;

interface SignInWithPasswordInput {
  email: string;
  password: string;
  address: string;
  now: number;
}

/**
 * The password step: throttled per account and address, the failure audited;
 * an unknown, not yet enrolled or disabled account fails like a wrong
 * password, after the same scrypt work (`decoy`). The token of a session that
 * waits for the code.
 */
export async function signInWithPassword(
  db: Database,
  config: LoginConfig,
  decoy: () => Promise<string>,
  attempt: SignInWithPasswordInput,
): Promise<string> {
  const { now, address } = attempt;
  const email = attempt.email.trim().toLowerCase();
  const account = signInThrottleAccount(email);
  const claim = await claimLoginAttempt(db, { account, address, now, config });
  const staff = await staffByEmail(db, email);
  const failure = (outcome: 'wrong' | 'throttled') =>
    auditSignInFailure(db, {
      // Nobody is signed in yet, whichever account the e-mail names.
      actor: ANONYMOUS_ACTOR,
      staffId: staff?.id ?? null,
      step: 'password',
      during: 'sign_in',
      outcome,
      at: now,
    });
  if (!claim.allowed) {
    await failure('throttled');
    throw new Throttled(authMessages.tooManyLoginAttempts);
  }
  const matches = await verifyPassword(attempt.password, staff?.passwordHash ?? (await decoy()));
  if (staff === null || !matches || !staff.totpConfirmed || staff.disabled) {
    await failure('wrong');
    throw new Unauthenticated(staffMessages.staffSignInFailed);
  }
  return openPasswordStep(db, { staffId: staff.id, throttle: { account, address }, now });
}

/** The password matched: the failures counted against it go, a session waits for the code. */
function openPasswordStep(
  db: Database,
  step: { staffId: number; throttle: { account: string; address: string }; now: number },
): Promise<string> {
  const { account, address } = step.throttle;
  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, { account, address, now: step.now });
    return openStaffSession(tx, step.staffId, 'totp', step.now);
  });
}

interface OpenSignedInSessionInput {
  staff: StaffIdentity;
  pendingTokenHash: string;
  with: 'totp' | 'recovery_code';
  now: number;
}

/**
 * The second step matched: a new token for the open session (the one that
 * waited for the code never opens anything), and the sign-in's audit row.
 */
export function openSignedInSession(db: Database, step: OpenSignedInSessionInput): Promise<string> {
  return db.transaction(async (tx) => {
    await deleteStaffSession(tx, step.pendingTokenHash);
    const token = await openStaffSession(tx, step.staff.id, 'full', step.now);
    await auditStaffAction(tx, {
      staff: step.staff,
      at: step.now,
      action: 'staff_signed_in',
      details: { with: step.with },
    });
    return token;
  });
}

/**
 * The code step: the session that waits for the code must be live, then the
 * code or a recovery code is checked (totp-check.ts); a full session's token
 * and who signed in.
 */
export async function signInWithSecondStep(
  app: FastifyInstance,
  request: FastifyRequest,
  { proof, now }: { proof: SecondStepProof; now: number },
): Promise<{ token: string; staff: StaffMe }> {
  const { config, db } = app;
  const pending = await liveStaffSession(db, { request, config, stage: 'totp', now });
  if (pending === null) throw new Unauthenticated(authMessages.unauthenticated);
  const { staff } = pending;
  await checkSecondStep(app, request, { staff, proof, during: 'sign_in' });
  const token = await openSignedInSession(db, {
    staff: identityOf(staff),
    pendingTokenHash: pending.tokenHash,
    with: 'code' in proof ? 'totp' : 'recovery_code',
    now,
  });
  return { token, staff: staffMe(staff) };
}
