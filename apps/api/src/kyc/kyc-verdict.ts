// The provider approves a person; we approve the account only when that
// person's CPF is the account's and they are 18 or older on São Paulo's date
// (docs/product/kyc.md#kyc).
import { kycMismatch, type KycRejection } from '@velas/domain/identity';
import type { KycCallback } from '@velas/domain/schemas/provider-callbacks';
import { becomeHolder } from '#/accounts/account-status-repository.js';
import { lockCpfHolder, lockVerdictAccount } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { handOverCpf } from './cpf-claims-repository.js';
import type { KycSession } from './kyc-sessions.js';

export interface Verdict {
  result: 'approved' | 'rejected';
  rejection: KycRejection | null;
  /** The account closed because this one claimed its CPF. */
  releasedAccountId: number | null;
}

const rejected = (rejection: KycRejection): Verdict => ({
  result: 'rejected',
  rejection,
  releasedAccountId: null,
});

interface DecideVerdictInput {
  session: KycSession;
  event: KycCallback;
  now: number;
  actor: AuditActor;
}

/** Call inside the callback's transaction, with the session locked and still open. */
export async function decideVerdict(
  tx: Tx,
  { session, event, now, actor }: DecideVerdictInput,
): Promise<Verdict> {
  if (event.result === 'rejected') return rejected('provider');
  const account = await lockVerdictAccount(tx, session.userId);
  const mismatch = kycMismatch(
    account.cpf,
    { cpf: event.verified_document, birthDate: event.verified_birth_date },
    now,
  );
  if (mismatch !== null) return rejected(mismatch);
  if (session.flow !== 'kyc-full' || account.cpfRole !== 'claimant')
    return { result: 'approved', rejection: null, releasedAccountId: null };

  const holder = await lockCpfHolder(tx, account.cpf);
  if (holder?.kycStatus === 'approved') return rejected('cpf_verified_elsewhere');
  if (holder !== undefined)
    await handOverCpf(tx, {
      cpf: account.cpf,
      holder,
      claimantId: account.id,
      now: new Date(now),
      actor,
    });
  else await becomeHolder(tx, account.id);
  return { result: 'approved', rejection: null, releasedAccountId: holder?.id ?? null };
}
