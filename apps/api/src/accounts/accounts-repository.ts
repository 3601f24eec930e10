// The row's lock every money path takes first (docs/architecture.md#row-locks-on-money).
import type { KycRejection } from '@velas/domain/identity';
import { authMessages } from '@velas/domain/messages/auth';
import type { Cents } from '@velas/domain/money';
import type { Queryable, Tx } from '#/db/database.js';
import type { RowOf } from '#/db/select-columns.js';
import { selectFields } from '#/db/select-columns.js';
import { Unauthenticated } from '#/domain-errors.js';

const accountColumns = selectFields('users', [
  'id',
  'name',
  'email',
  'cpf',
  'phone',
  'nationality',
  'gender',
  'created_at',
  'status',
  'kyc_status',
  // Why the latest full verification was rejected.
  'kyc_rejection',
  'zip_code',
  'state',
  'city',
  'street',
  'neighborhood',
  'number',
  'balance_cents',
]).narrow<{ kycRejection: KycRejection | null; balanceCents: Cents }>();

export type AccountRow = RowOf<typeof accountColumns> & { birthDate: string | null };

export async function loadAccount(db: Queryable, userId: number): Promise<AccountRow> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${accountColumns.sql}, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate"
     FROM users WHERE id = $1`,
    [userId],
  );
  const account = rows[0];
  // A live token for a missing user cannot happen while users are never deleted.
  if (account === undefined) throw new Unauthenticated(authMessages.unauthenticated);
  return account;
}

const credentialColumns = selectFields('users', [
  'id',
  'cpf',
  'password_hash',
  // Set once the player closed the account.
  'closed_at',
  // 'cpf_claimed': closed because the CPF's proven owner claimed it.
  'closed_reason',
]);
export type Credentials = RowOf<typeof credentialColumns>;

export async function findCredentials(db: Queryable, email: string): Promise<Credentials | null> {
  const { rows } = await db.query<Credentials>(
    `SELECT ${credentialColumns.sql} FROM users WHERE email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function loadPasswordHash(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<Pick<Credentials, 'passwordHash'>>(
    'SELECT password_hash AS "passwordHash" FROM users WHERE id = $1',
    [userId],
  );
  const hash = rows[0]?.passwordHash;
  if (hash === undefined) throw new Unauthenticated(authMessages.unauthenticated);
  return hash;
}

const emailStatusColumns = selectFields('users', ['email', 'status']);
export type EmailAndStatus = RowOf<typeof emailStatusColumns>;

/**
 * The account's e-mail address and status; null: no such account. No lock of
 * its own: a caller that acts on them takes lockUser first.
 */
export async function findEmailAndStatus(
  db: Queryable,
  userId: number,
): Promise<EmailAndStatus | null> {
  const { rows } = await db.query<EmailAndStatus>(
    `SELECT ${emailStatusColumns.sql} FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function updatePasswordHash(
  tx: Queryable,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return rows.length > 0;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  name: string;
  cpf: string;
  birthday: string;
  phone: string;
  createdAt: Date;
  /** Registered with a CPF another account holds: it gets the CPF only by passing KYC. */
  claimant?: boolean;
}

/** The new account's id, or null when an identical registration won the race. */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, cpf, birth_date, phone, created_at, cpf_role)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      account.email,
      account.passwordHash,
      account.name,
      account.cpf,
      account.birthday,
      account.phone,
      account.createdAt,
      account.claimant === true ? 'claimant' : 'holder',
    ],
  );
  return rows[0]?.id ?? null;
}

export interface Address {
  zipCode: string;
  number: string;
  state: string;
  city: string;
  street: string | null;
  neighborhood: string | null;
}

export async function updateAddress(
  db: Queryable,
  userId: number,
  address: Address,
): Promise<void> {
  await db.query(
    `UPDATE users SET zip_code = $2, number = $3, state = $4, city = $5, street = $6, neighborhood = $7
     WHERE id = $1`,
    [
      userId,
      address.zipCode,
      address.number,
      address.state,
      address.city,
      address.street,
      address.neighborhood,
    ],
  );
}

const lockedColumns = selectFields('users', ['id', 'status', 'balance_cents']).narrow<{
  balanceCents: Cents;
}>();
export type LockedAccount = RowOf<typeof lockedColumns>;

/**
 * Serializes a user's checks and writes: two deposits at once cannot both fit
 * under the limit, two alerts at once cannot both pass the count. NO KEY
 * UPDATE: inserts that reference the user go on.
 * Every lock of a users row is taken here (db/user-row-locks.test.ts holds
 * the rest of the code to it); undefined: no such user.
 */
export async function lockUser(tx: Tx, userId: number): Promise<LockedAccount | undefined> {
  const { rows } = await tx.query<LockedAccount>(
    `SELECT ${lockedColumns.sql} FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [userId],
  );
  return rows[0];
}

/**
 * The account the games aggregator's player id names (game_players), locked
 * as lockUser locks it. One statement resolves the id and takes the lock:
 * every bet of the seamless wallet starts here, and a lookup before lockUser
 * would add a round trip to each. The same NO KEY
 * UPDATE as lockUser, for the same reason: a withdrawal or an idempotency key
 * inserted for the player must not wait, or the two deadlock under load;
 * undefined: no such player.
 */
export async function lockUserByPlayerRef(
  tx: Tx,
  playerRef: string,
): Promise<LockedAccount | undefined> {
  const { rows } = await tx.query<LockedAccount>(
    `SELECT ${lockedColumns.of('u')} FROM game_players p JOIN users u ON u.id = p.user_id
     WHERE p.player_ref = $1 FOR NO KEY UPDATE OF u`,
    [playerRef],
  );
  return rows[0];
}

const verdictColumns = selectFields('users', ['id', 'cpf', 'cpf_role']).narrow<{
  cpfRole: 'holder' | 'claimant' | 'released';
}>();
export type VerdictAccount = RowOf<typeof verdictColumns>;

/**
 * The account a KYC verdict is for, locked for the verdict's transaction.
 * FOR UPDATE, the only users-row lock that is: the verdict may hand the CPF
 * over to it (kyc/cpf-claims-repository.ts), the one change of who holds a
 * CPF.
 */
export async function lockVerdictAccount(tx: Tx, userId: number): Promise<VerdictAccount> {
  const { rows } = await tx.query<VerdictAccount>(
    `SELECT ${verdictColumns.sql} FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  const account = rows[0];
  if (account === undefined) throw new Error(`kyc verdict for a missing user ${String(userId)}`);
  return account;
}

const holderColumns = selectFields('users', ['id', 'kyc_status', 'balance_cents']).narrow<{
  balanceCents: Cents;
}>();
export type CpfHolder = RowOf<typeof holderColumns>;

/** The account holding a CPF, locked FOR UPDATE as lockVerdictAccount is, for the hand-over. */
export async function lockCpfHolder(tx: Tx, cpf: string): Promise<CpfHolder | undefined> {
  const { rows } = await tx.query<CpfHolder>(
    `SELECT ${holderColumns.sql} FROM users WHERE cpf = $1 AND cpf_role = 'holder' FOR UPDATE`,
    [cpf],
  );
  return rows[0];
}

const holderContactColumns = selectFields('users', ['id', 'email', 'kyc_status']);

export interface CpfHolderContact {
  id: number;
  email: string;
  verified: boolean;
}

export async function findCpfHolderContact(
  db: Queryable,
  cpf: string,
): Promise<CpfHolderContact | null> {
  const { rows } = await db.query<RowOf<typeof holderContactColumns>>(
    `SELECT ${holderContactColumns.sql} FROM users WHERE cpf = $1 AND cpf_role = 'holder'`,
    [cpf],
  );
  const holder = rows[0];
  if (holder === undefined) return null;
  return { id: holder.id, email: holder.email, verified: holder.kycStatus === 'approved' };
}
