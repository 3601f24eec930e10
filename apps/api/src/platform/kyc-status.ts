// Where the player's identity check stands, for the KYC screen
// (docs/product/kyc.md).
import { KYC_STATUSES, type KycStatus } from '@velas/domain/schemas/kyc';
import { loadAccount } from '#/accounts/accounts-repository.js';
import type { Queryable } from '#/db/database.js';
import { cpfClaimOf } from '#/kyc/cpf-claims-repository.js';

export async function kycStatusOf(db: Queryable, userId: number): Promise<KycStatus> {
  const account = await loadAccount(db, userId);
  const status = KYC_STATUSES.find((known) => known === account.kycStatus) ?? 'none';
  return {
    isApproved: status === 'approved',
    status,
    rejection: status === 'rejected' ? account.kycRejection : null,
    cpfClaim: await cpfClaimOf(db, userId),
  };
}
