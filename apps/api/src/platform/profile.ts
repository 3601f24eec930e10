// Until KYC proves the person, the account sees them as the anonymous CPF check
// does: registering with someone's CPF must not be a way to read their
// registry entry (docs/product/accounts.md#profile).
import { maskedName } from '@velas/domain/masked-name';
import type { MeResponse } from '@velas/domain/schemas/auth';
import type { UserProfile } from '@velas/domain/schemas/user';
import { loadAccount, type AccountRow } from '#/accounts/accounts-repository.js';
import {
  findBarredAccount,
  type BarredAccount,
} from '#/barred-accounts/barred-accounts-repository.js';
import type { Queryable } from '#/db/database.js';

const verified = (account: AccountRow) => account.kycStatus === 'approved';

/** `barred`: the regulator's bar on the account, which the web shows instead of the dashboard. */
function toMe(account: AccountRow, barred: BarredAccount | null): MeResponse {
  return {
    id: account.id,
    name: verified(account) ? account.name : maskedName(account.name),
    email: account.email,
    document: { number: account.cpf },
    balance: account.balanceCents,
    kycApproved: verified(account),
    ...(barred === null
      ? {}
      : {
          barred: {
            bases: barred.bases,
            barredAt: new Date(barred.barredAt).toISOString(),
            withdrawUntil: new Date(barred.withdrawUntil).toISOString(),
          },
        }),
  };
}

function toProfile(account: AccountRow): UserProfile {
  return {
    id: account.id,
    name: verified(account) ? account.name : maskedName(account.name),
    document: { number: account.cpf },
    email: account.email,
    phone: account.phone,
    nationality: account.nationality,
    gender: account.gender,
    birthDate: verified(account) ? account.birthDate : null,
    created_at: account.createdAt.toISOString(),
    status: account.status,
    zipCode: account.zipCode,
    state: account.state,
    city: account.city,
    street: account.street,
    neighborhood: account.neighborhood,
    number: account.number,
    balance: account.balanceCents,
  };
}

/** `GET api/auth/me`: the account, and the regulator's bar on it if any. */
export async function meOf(db: Queryable, userId: number): Promise<MeResponse> {
  return toMe(await loadAccount(db, userId), await findBarredAccount(db, userId));
}

/** `GET api/profile`. */
export async function profileOf(db: Queryable, userId: number): Promise<UserProfile> {
  return toProfile(await loadAccount(db, userId));
}
