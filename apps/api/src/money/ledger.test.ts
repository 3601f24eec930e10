import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import {
  LEDGER_ENTRY_STATUSES,
  TRANSACTION_SOURCES,
  type LedgerEntryKindStatus,
} from '@velas/domain/schemas/transactions';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { describe, expect, it } from 'vitest';
import { staffActor, SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { Refused } from '#/domain-errors.js';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { ADJUSTMENT_STATUS, InsufficientBalanceError, postLedgerEntry } from './ledger.js';

const t = useTestApp();

async function balancesMatchLedger(): Promise<void> {
  const { rows } = await t.db.query<{
    id: number;
    balance_cents: number;
    ledger: number;
    negative_steps: number;
  }>(
    `SELECT u.id, u.balance_cents,
            COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.user_id = u.id), 0)::bigint AS ledger,
            (SELECT count(*) FROM ledger_entries e WHERE e.user_id = u.id AND e.balance_after_cents < 0)::int AS negative_steps
     FROM users u`,
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.balance_cents).toBe(row.ledger);
    expect(row.balance_cents).toBeGreaterThanOrEqual(0);
    expect(row.negative_steps).toBe(0);
  }
}

describe('the ledger', () => {
  it('holds balance = sum of entries for the seeded demo account', async () => {
    await balancesMatchLedger();
  });

  it('keeps the invariant through a burst of concurrent withdrawals', async () => {
    const token = await loginDemo(t.app);
    const me = await t.injectAs(token, { url: '/api/auth/me' });
    const start = me.json<{ balance: number }>().balance;
    const attempts = Math.floor(start / 3_000) + 5;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () =>
        t.injectAs(token, {
          method: 'POST',
          url: '/api/withdraws',
          payload: { amount: 3_000, pixType: 'CPF', pixKey: '52998224725' },
        }),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200).length;
    expect(succeeded).toBe(Math.floor(start / 3_000));
    expect(responses.filter((response) => response.statusCode === 422).length).toBe(
      attempts - succeeded,
    );
    await balancesMatchLedger();
  });

  it('refuses an entry that would take the balance below zero', async () => {
    await expect(
      t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId: 1,
          amount: toCents(-100_000_000),
          kind: 'Withdraw',
          status: 'processing',
          at: t.clock.now(),
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    await balancesMatchLedger();
  });

  it.each([
    [
      'a withdrawal',
      'processing',
      walletMessages.insufficientBalance,
      { amount: [walletMessages.insufficientBalance] },
    ],
    ['a staff adjustment', ADJUSTMENT_STATUS, staffMessages.staffAdjustmentBelowZero, {}],
  ] as const)('refuses %s below zero in its own words', async (_, status, message, errors) => {
    const refusal = await t.db
      .transaction((tx) =>
        postLedgerEntry(tx, {
          actor: SYSTEM_ACTOR,
          userId: 1,
          amount: toCents(-100_000_000),
          kind: 'Withdraw',
          status,
          at: t.clock.now(),
        }),
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refused);
    // Either wording, one code: a client branches on it, not on the text.
    expect(refusal).toMatchObject({ answerCode: 'insufficient_balance', message, errors });
  });

  it('is append-only: entries cannot be changed or deleted', async () => {
    await expect(t.db.query('UPDATE ledger_entries SET amount_cents = 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  });

  it('writes the actor it is given on the entry’s audit row, inside a request or not', async () => {
    const posted = await t.db.transaction((tx) =>
      postLedgerEntry(tx, {
        actor: staffActor(77),
        userId: 1,
        amount: toCents(100),
        kind: 'Deposit',
        status: 'paid',
        at: t.clock.now(),
      }),
    );
    const { rows } = await t.db.query<{ actor: string }>(
      "SELECT actor FROM audit_events WHERE action = 'ledger_entry' AND (details->>'entryId')::int = $1",
      [posted.id],
    );
    expect(rows).toEqual([{ actor: 'staff:77' }]);
  });

  it('stores every kind with each status it may be written with', async () => {
    const pairs = TRANSACTION_SOURCES.flatMap((kind) =>
      LEDGER_ENTRY_STATUSES[kind].map((status) => ({ kind, status }) as LedgerEntryKindStatus),
    );
    for (const pair of pairs)
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, { actor: SYSTEM_ACTOR, userId: 1, amount: toCents(1), ...pair, at: 0 }),
      );
    await balancesMatchLedger();
  });

  it('refuses in the database too a status of another kind, whoever writes the SQL', async () => {
    for (const [kind, status] of [
      ['Deposit', 'bet'],
      ['CasinoTransaction', 'processing'],
      ['Withdraw', 'win'],
    ])
      await expect(
        t.db.query(
          `INSERT INTO ledger_entries (user_id, amount_cents, kind, status, balance_after_cents, created_at)
           VALUES (1, 1, $1, $2, 1, now())`,
          [kind, status],
        ),
      ).rejects.toMatchObject({ code: '23514' });
  });

  it('credits a reference once: a second entry for one deposit is refused', async () => {
    const entry = {
      actor: SYSTEM_ACTOR,
      userId: 1,
      amount: toCents(100),
      kind: 'Deposit' as const,
      status: 'paid' as const,
      reference: 'deposit:unico',
      at: t.clock.now(),
    };
    await t.db.transaction((tx) => postLedgerEntry(tx, entry));
    // A unique violation on the reference, not any failure.
    await expect(t.db.transaction((tx) => postLedgerEntry(tx, entry))).rejects.toMatchObject({
      code: '23505',
    });
    await balancesMatchLedger();
  });
});
