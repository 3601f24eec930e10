// Only an open charge becomes paid: the UPDATE itself checks the charge's
// state, so a caller that reaches creditDeposit with a charge already paid,
// cancelled or expired changes nothing and credits nothing.
import { toCents } from '@velas/domain/money';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { InternalFailure } from '#/domain-errors.js';
import { depositReference } from '#/money/ledger-references.js';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { creditDeposit } from './deposits.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
});

async function newCharge(amount: number): Promise<string> {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return depositResponseSchema.parse(response.json()).data.id;
}

async function chargeState(id: string) {
  const { rows } = await t.db.query<{ status: string; paid_at: Date | null; credits: number }>(
    `SELECT status, paid_at,
            (SELECT count(*)::integer FROM ledger_entries WHERE reference = $2) AS credits
     FROM deposits WHERE id = $1`,
    [id, depositReference(id)],
  );
  return rows[0];
}

const credit = (id: string, amount: number) =>
  t.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM deposits WHERE id = $1',
      [id],
    );
    const userId = rows[0]?.user_id ?? 0;
    await creditDeposit(tx, {
      userId,
      id,
      amount: toCents(amount),
      now: t.clock.now(),
      actor: SYSTEM_ACTOR,
    });
  });

describe('creditDeposit', () => {
  it('credits an open charge once, and a second credit of it changes nothing', async () => {
    const id = await newCharge(1_000);
    await credit(id, 1_000);
    const first = await chargeState(id);
    expect(first).toMatchObject({ status: 'paid', credits: 1 });

    t.clock.advance(1_000);
    await expect(credit(id, 1_000)).rejects.toThrow(InternalFailure);
    expect(await chargeState(id)).toEqual(first);
  });

  it('never pays a cancelled charge', async () => {
    const id = await newCharge(1_000);
    const cancel = await t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/cancel` });
    expect(cancel.statusCode).toBe(200);

    await expect(credit(id, 1_000)).rejects.toThrow(InternalFailure);
    expect(await chargeState(id)).toEqual({ status: 'cancelled', paid_at: null, credits: 0 });
  });

  it('never pays a charge past its expiry', async () => {
    const id = await newCharge(1_000);
    t.clock.advance(400_000);

    await expect(credit(id, 1_000)).rejects.toThrow(InternalFailure);
    expect(await chargeState(id)).toEqual({ status: 'pending', paid_at: null, credits: 0 });
  });
});
