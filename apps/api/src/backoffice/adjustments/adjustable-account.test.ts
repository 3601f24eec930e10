// A manual adjustment never credits (or debits) a closed account or one the
// regulator barred (adjustable-account.ts): refused when proposed, and when
// approved if the account closed or was barred in between.
import { toCents } from '@velas/domain/money';
import type { StaffRole } from '@velas/domain/staff/permissions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { insertBarredAccount } from '#/barred-accounts/barred-accounts-repository.js';
import { DomainError, type DomainErrorKind } from '#/domain-errors.js';
import { markAccountClosed } from '#/protection/account-closing-repository.js';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { approveProposal, proposeAdjustment } from './four-eyes.js';

const t = useTestApp();

const staff = (id: number, role: StaffRole) => ({
  staff: { id, email: `s${String(id)}@example.com`, role },
  now: t.clock.now(),
});

async function refusal(
  promise: Promise<unknown>,
): Promise<{ kind: DomainErrorKind; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DomainError))
    throw new Error(`expected a domain error, got ${String(error)}`);
  return { kind: error.kind, message: error.message };
}

const userIdOf = async (email: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]
    ?.id ?? 0;

const close = (userId: number) =>
  t.db.transaction((tx) => markAccountClosed(tx, userId, t.clock.now(), SYSTEM_ACTOR));

const bar = (userId: number) =>
  t.db.transaction((tx) =>
    insertBarredAccount(tx, {
      userId,
      bases: ['autoexclusao_centralizada'],
      answeredAt: t.clock.now(),
      barredAt: t.clock.now(),
      withdrawUntil: t.clock.now() + 2 * 86_400_000,
    }),
  );

const credit = (userId: number) => ({
  userId,
  amountCents: toCents(10_000),
  reason: 'Crédito manual.',
});
const refused = { kind: 'conflict', message: staffMessages.staffAccountClosedOrBarred };

describe('adjustments on closed or barred accounts', () => {
  let closedId: number;
  let barredId: number;
  let laterId: number;
  beforeAll(async () => {
    closedId = await userIdOf((await registerAndLogin(t.app, 1)).email);
    barredId = await userIdOf((await registerAndLogin(t.app, 2)).email);
    laterId = await userIdOf((await registerAndLogin(t.app, 3)).email);
  });

  it('refuses to propose one on a closed account', async () => {
    await close(closedId);
    expect(await refusal(proposeAdjustment(t.db, staff(1, 'finance'), credit(closedId)))).toEqual(
      refused,
    );
  });

  it('refuses to propose one on a barred account', async () => {
    await bar(barredId);
    expect(await refusal(proposeAdjustment(t.db, staff(1, 'finance'), credit(barredId)))).toEqual(
      refused,
    );
  });

  it('refuses to approve one whose account closed after it was proposed', async () => {
    const id = await proposeAdjustment(t.db, staff(1, 'finance'), credit(laterId));
    await close(laterId);
    expect(await refusal(approveProposal(t.app.payouts.context, staff(2, 'finance'), id))).toEqual(
      refused,
    );
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries WHERE reference = 'adjustment:' || $1",
      [String(id)],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
