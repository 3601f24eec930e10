// Its money moves through the ledger like anyone's, so the protection figures
// match the statement.
import { DAY_MS, MINUTE_MS } from '@velas/domain/calendar';
import { GAME_IDS } from '@velas/domain/constants';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { CATALOGUE } from '@velas/domain/demo/catalogue';
import { DEMO_CPF, TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { negateCents, toCents, type Cents } from '@velas/domain/money';
import { WIDEST_LIMITS } from '@velas/domain/protection';
import type { TransactionSource } from '@velas/domain/schemas/transactions';
import { setKycStatus } from '#/accounts/account-status-repository.js';
import { insertAccount, isEmailTaken, updateAddress } from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { hashPassword } from '#/auth/passwords.js';
import type { Queryable, Tx } from '#/db/database.js';
import { seedReference } from '#/money/ledger-references.js';
import { postLedgerEntry } from '#/money/ledger.js';
import { insertLimitChange } from '#/protection/protection-repository.js';
import type { PixCharges } from '#/wallet/pix-charges.js';
import {
  insertWithdrawal,
  markWithdrawalSettled,
} from '#/wallet/withdrawals/withdrawals-repository.js';
import { seedPaidDeposit } from './demo-deposit.js';

interface DemoMovement {
  daysAgo: number;
  amount: Cents;
  kind: TransactionSource;
}

/**
 * The one game the demo install plays (its aggregator's crash game): every
 * seeded bet and win is on it, so the statement never lists play on a game
 * the catalogue cannot open.
 */
const DEMO_GAME = CATALOGUE.flatMap((category) => category.games).find(
  (game) => game.id === GAME_IDS.aviator,
)?.name;

// Oldest first, so the balance never dips below zero on the way. A bet and
// the win it paid share a day; the wins are what a crash game pays (bet × odd).
const MOVEMENTS: readonly DemoMovement[] = [
  { daysAgo: 30, amount: toCents(50_000), kind: 'Deposit' },
  { daysAgo: 28, amount: toCents(-2_000), kind: 'CasinoTransaction' },
  { daysAgo: 28, amount: toCents(4_600), kind: 'CasinoTransaction' },
  { daysAgo: 25, amount: toCents(-5_000), kind: 'CasinoTransaction' },
  { daysAgo: 21, amount: toCents(-10_000), kind: 'Withdraw' },
  { daysAgo: 20, amount: toCents(20_000), kind: 'Deposit' },
  { daysAgo: 18, amount: toCents(-1_500), kind: 'CasinoTransaction' },
  { daysAgo: 15, amount: toCents(-3_000), kind: 'CasinoTransaction' },
  { daysAgo: 15, amount: toCents(5_820), kind: 'CasinoTransaction' },
  { daysAgo: 12, amount: toCents(-15_000), kind: 'Withdraw' },
  { daysAgo: 10, amount: toCents(30_000), kind: 'Deposit' },
  { daysAgo: 8, amount: toCents(-2_500), kind: 'CasinoTransaction' },
  { daysAgo: 6, amount: toCents(-1_000), kind: 'CasinoTransaction' },
  { daysAgo: 5, amount: toCents(-4_000), kind: 'Withdraw' },
  { daysAgo: 4, amount: toCents(-2_000), kind: 'CasinoTransaction' },
  { daysAgo: 3, amount: toCents(3_880), kind: 'CasinoTransaction' },
  { daysAgo: 2, amount: toCents(-500), kind: 'CasinoTransaction' },
  { daysAgo: 1, amount: toCents(-3_000), kind: 'Withdraw' },
  { daysAgo: 1, amount: toCents(-1_200), kind: 'CasinoTransaction' },
];

/**
 * The demo password's hash when the account is still to be made, else
 * undefined. Hashed outside the seed's transaction: scrypt runs on another
 * thread for a good half second, while the server, already listening,
 * answers the probes (docs/operations/start-up.md#start-up).
 */
export async function demoPasswordHash(
  db: Queryable,
  scryptLogN: number,
): Promise<string | undefined> {
  if (await isEmailTaken(db, DEMO_EMAIL)) return undefined;
  return hashPassword(DEMO_PASSWORD, scryptLogN);
}

export async function seedDemoAccount(
  tx: Tx,
  now: number,
  passwordHash: string,
  charges: PixCharges,
): Promise<void> {
  if (await isEmailTaken(tx, DEMO_EMAIL)) return;

  const person = TEST_DOCUMENTS[0];
  const userId = await insertAccount(tx, {
    email: DEMO_EMAIL,
    passwordHash,
    name: person.name,
    cpf: DEMO_CPF,
    birthday: person.birthDate,
    phone: '11987654321',
    createdAt: new Date(now - 45 * DAY_MS),
  });
  if (userId === null) throw new Error('the demo account could not be made: its CPF is taken');
  await setKycStatus(tx, userId, 'approved', null);
  await updateAddress(tx, userId, {
    zipCode: '01310100',
    number: '1000',
    state: 'SP',
    city: 'São Paulo',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
  });
  // Chosen when the account was made, so the demo opens straight on the dashboard;
  // the widest the form allows, as the demo is tried by many people at once.
  await insertLimitChange(tx, {
    userId,
    limits: WIDEST_LIMITS,
    now: now - 45 * DAY_MS,
    effectiveAt: now - 45 * DAY_MS,
    actor: SYSTEM_ACTOR,
  });

  for (const [index, movement] of MOVEMENTS.entries()) {
    const at = now - movement.daysAgo * DAY_MS + index * MINUTE_MS;
    if (movement.kind === 'Deposit') {
      await seedPaidDeposit(tx, charges, { userId, amount: movement.amount, paidAt: at });
      continue;
    }
    const kindAndStatus =
      movement.kind === 'Withdraw'
        ? ({ kind: 'Withdraw', status: 'paid' } as const)
        : ({
            kind: 'CasinoTransaction',
            status: 'completed',
            gameName: DEMO_GAME ?? null,
          } as const);
    await postLedgerEntry(tx, {
      actor: SYSTEM_ACTOR,
      userId,
      amount: movement.amount,
      ...kindAndStatus,
      reference: seedReference(index),
      at,
    });
    if (movement.kind === 'Withdraw') {
      const withdrawalId = await insertWithdrawal(tx, {
        userId,
        amountCents: negateCents(movement.amount),
        pixType: 'CPF',
        pixKey: DEMO_CPF,
        createdAt: new Date(at),
      });
      await markWithdrawalSettled(tx, withdrawalId, 'paid', new Date(at));
    }
  }
}
