import { staffMessages } from '@velas/domain/staff/staff-messages';
import { staffActor } from '#/audit/audit-actor.js';
import type { Database, Queryable } from '#/db/database.js';
import { Conflict, Invalid, NotFound } from '#/domain-errors.js';
import { listCpfClaims, reviewCpfClaim } from '#/kyc/cpf-claims-review-repository.js';
import { auditStaffAction, type StaffCall } from '#/staff/staff-audit.js';
import { age } from './queue-item.js';
import { selectClaimant } from './queues-repository.js';

export async function cpfClaimsQueue(db: Queryable, now: number) {
  const lines = await listCpfClaims(db);
  return {
    claims: lines.map((line) => ({
      id: line.id,
      cpfMasked: line.cpf,
      claimantId: line.claimantId,
      claimantEmail: line.claimantEmail,
      releasedId: line.releasedId,
      releasedEmail: line.releasedEmail,
      heldBalanceCents: line.heldBalanceCents,
      amountCents: line.balanceCents,
      state: line.status,
      note: line.note,
      ...age(new Date(line.claimedAt), now),
    })),
  };
}

const CLAIM_OUTCOME_ERRORS = {
  not_found: () => new NotFound(staffMessages.staffClaimNotFound),
  already_settled: () => new Conflict(staffMessages.staffClaimSettled),
  note_required: () => new Invalid(staffMessages.staffReasonRequired),
} as const;

export async function decideCpfClaim(
  db: Database,
  call: StaffCall,
  claimId: number,
  request: { decision: 'dispute' | 'settle'; note: string },
): Promise<void> {
  const status = request.decision === 'dispute' ? 'disputed' : 'settled';
  // The command's own transaction, with the staff row added to it.
  const outcome = await reviewCpfClaim(
    {
      transaction: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          if (result === 'done')
            await auditStaffAction(tx, {
              staff: call.staff,
              action: `cpf_claim_${status}`,
              userId: (await selectClaimant(tx, claimId)) ?? null,
              reason: request.note,
              details: { claimId },
              at: call.now,
            });
          return result;
        }),
    },
    { id: claimId, status, note: request.note },
    call.now,
    // The claim's own audit rows, written first by the command's code, name the staff member too.
    staffActor(call.staff.id),
  );
  if (outcome !== 'done') {
    throw CLAIM_OUTCOME_ERRORS[outcome]();
  }
}
