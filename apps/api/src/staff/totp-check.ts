// Six digits fall to guessing far sooner than a password, so it is also capped
// per account whatever the address.
import { authMessages } from '@velas/domain/messages/auth';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor } from '#/audit/audit-actor.js';
import { countAccountFailures, deleteLoginAttempt } from '#/auth/login-throttle-repository.js';
import { claimLoginAttempt, clearLoginFailures } from '#/auth/login-throttle.js';
import { Forbidden, Throttled, Unauthenticated } from '#/domain-errors.js';
import { addressKey } from '#/http/address-key.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { auditSignInFailure, type SecondStepUse } from './sign-in-failures.js';
import { redeemRecoveryCode } from './staff-repository.js';
import { acceptTotp } from './totp.js';

export const totpThrottleAccount = (staffId: number): string => `staff-totp:${String(staffId)}`;

export type SecondStepProof = { code: string } | { recoveryCode: string };

/**
 * Throws Throttled while throttled or locked; when the code is wrong or
 * used, Unauthenticated at sign-in and enrolment (it proves no one) and
 * Forbidden before a money action (the member is signed in, the action is
 * refused). A recovery code is used up by the check.
 */
export async function checkSecondStep(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    staff,
    proof,
    during,
  }: {
    staff: { id: number; totpSecret: string | null };
    proof: SecondStepProof;
    during: SecondStepUse;
  },
): Promise<void> {
  const { config, db } = app;
  const now = app.clock();
  const account = totpThrottleAccount(staff.id);
  const address = addressKey(request.ip);
  const step = 'code' in proof ? 'totp' : 'recovery_code';
  const actor = staffActor(staff.id);
  const failure = (outcome: 'wrong' | 'throttled') =>
    auditSignInFailure(db, { actor, staffId: staff.id, step, during, outcome, at: now });
  const attempt = await claimLoginAttempt(db, { account, address, now, config });
  if (!attempt.allowed) {
    await failure('throttled');
    throw new Throttled(authMessages.tooManyLoginAttempts);
  }
  // Counted after this attempt's own row went in, so guesses sent together all see each other.
  const windowStart = new Date(now - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  const earlier = await countAccountFailures(db, {
    account,
    address,
    since: windowStart,
    attemptId: attempt.attemptId,
  });
  if (earlier.fromAll >= config.STAFF_SECOND_STEP_MAX_FAILURES) {
    // A refusal of the lock is no guess (it would stretch the lock): its attempt
    // row goes and its audit row comes in one transaction.
    await db.transaction(async (tx) => {
      await deleteLoginAttempt(tx, attempt.attemptId);
      await auditSignInFailure(tx, {
        actor,
        staffId: staff.id,
        step,
        during,
        outcome: 'locked',
        at: now,
      });
    });
    throw new Throttled(staffMessages.staffSecondStepLocked);
  }
  const accepted =
    'code' in proof
      ? await acceptTotp(db, staff, proof.code, now)
      : await redeemRecoveryCode(db, staff.id, hashRecoveryCode(proof.recoveryCode), new Date(now));
  if (!accepted) {
    await failure('wrong');
    throw during === 'money_action'
      ? Forbidden.field('totp', staffMessages.staffTotpInvalid)
      : Unauthenticated.field('totp', staffMessages.staffTotpInvalid);
  }
  await clearLoginFailures(db, { account, address, now });
}
