// The held-money queue as a finance member reads it: whether each item needs a
// second person counts what that member released for its player within 24
// hours, read for the whole queue at once (release-rule.ts).
import { describe, expect, it } from 'vitest';
import type { Queryable } from '#/db/database.js';
import type { StaffCall } from '#/staff/staff-audit.js';
import { demoUserId } from '#/test/held-money.js';
import { useTestApp } from '#/test/use-test-app.js';
import { heldQueue } from './held-queue.js';

const t = useTestApp();
const MONEY_OUT = { withdrawalFourEyesAboveCents: 4_000 };

async function insertWithdrawal(
  userId: number,
  amountCents: number,
  decided?: { by: string; at: Date },
): Promise<void> {
  await t.db.query(
    `INSERT INTO withdrawals (user_id, amount_cents, pix_type, pix_key, status, review_reason,
                              review_decision, reviewed_by, reviewed_at, created_at)
     VALUES ($1, $2, 'email', 'demo@example.com', $3, 'amount', $4, $5, $6, $7)`,
    [
      userId,
      amountCents,
      decided === undefined ? 'review' : 'processing',
      decided === undefined ? null : 'released',
      decided?.by ?? null,
      decided?.at ?? null,
      new Date(t.clock.now()),
    ],
  );
}

/** The queue as staff member `staffId` reads it, and how many statements that took. */
async function readQueue(staffId: number) {
  let statements = 0;
  const counting: Queryable = {
    query: <Row>(sql: string, params?: readonly unknown[]) => {
      statements += 1;
      return t.db.query<Row>(sql, params);
    },
    exec: (sql) => t.db.exec(sql),
  };
  const call: StaffCall = {
    staff: { id: staffId, email: 'ana@example.com', role: 'finance' },
    now: t.clock.now(),
  };
  const queue = await heldQueue(counting, call, MONEY_OUT);
  return { needsTwo: queue.withdrawals.map((row) => row.needsTwo), statements };
}

describe('the held queue', () => {
  it('counts what the reader released for the player today, in the same statements however long it is', async () => {
    const userId = await demoUserId(t.db);
    await insertWithdrawal(userId, 1_000, { by: 'staff:7', at: new Date(t.clock.now() - 60_000) });
    await insertWithdrawal(userId, 2_500);
    await insertWithdrawal(userId, 3_500);

    const ana = await readQueue(7);
    // 1.000 released today + 3.500 passes R$ 40,00; 1.000 + 2.500 does not.
    expect(ana.needsTwo).toEqual([false, true]);
    // Another member released nothing for the player.
    expect((await readQueue(8)).needsTwo).toEqual([false, false]);

    for (let i = 0; i < 20; i += 1) await insertWithdrawal(userId, 3_100);
    const longer = await readQueue(7);
    expect(longer.needsTwo).toHaveLength(22);
    expect(longer.statements).toBe(ana.statements);
  });
});
