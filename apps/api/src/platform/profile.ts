// The account as the spec's profile and `me` calls show it.
import type { Cents } from '@velas/domain/money';
import type { MeResponse } from '@velas/domain/schemas/auth';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { AccountRow } from '../accounts/accounts-repository.js';

export function toMe(account: AccountRow): MeResponse {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    document: { number: account.cpf },
    balance: account.balance_cents as Cents,
    kycApproved: account.kyc_status === 'approved',
  };
}

export function toProfile(account: AccountRow): UserProfile {
  return {
    id: account.id,
    name: account.name,
    document: { number: account.cpf },
    email: account.email,
    phone: account.phone,
    nationality: account.nationality,
    gender: account.gender,
    birthDate: account.birth_date,
    created_at: account.created_at.toISOString(),
    status: account.status,
    zipCode: account.zip_code,
    state: account.state,
    city: account.city,
    street: account.street,
    neighborhood: account.neighborhood,
    number: account.number,
    balance: account.balance_cents as Cents,
  };
}
