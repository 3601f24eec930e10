// The account as the spec's profile and `me` calls show it.
import type { Cents } from '@velas/domain/money';
import type { MeResponse } from '@velas/domain/schemas/auth';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { messages } from '@velas/domain/messages';

interface AccountRow {
  id: number;
  name: string;
  email: string;
  cpf: string;
  phone: string;
  nationality: string;
  gender: number;
  birth_date: string | null;
  created_at: Date;
  status: string;
  kyc_status: string;
  zip_code: string | null;
  state: string | null;
  city: string | null;
  street: string | null;
  neighborhood: string | null;
  number: string | null;
  balance_cents: number;
}

export async function loadAccount(db: Queryable, userId: number): Promise<AccountRow> {
  const { rows } = await db.query<AccountRow>(
    `SELECT id, name, email, cpf, phone, nationality, gender, to_char(birth_date, 'YYYY-MM-DD') AS birth_date,
            created_at, status, kyc_status, zip_code, state, city, street, neighborhood, number, balance_cents
     FROM users WHERE id = $1`,
    [userId],
  );
  const account = rows[0];
  // A live token for a missing user cannot happen while users are never deleted.
  if (account === undefined) throw new HttpError(401, messages.unauthenticated);
  return account;
}

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
