// Every ledger movement is counted in the metrics once its transaction
// committed, whoever moved the money: a job outside any request as a route
// (docs/operations/what-to-watch.md#what-to-watch). A rolled-back movement is not counted.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { toCents } from '@velas/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { requestContext } from '#/http/request-context.js';
import { loginDemo } from '#/test/accounts.js';
import { payoutSettings, usePayoutProvider } from '#/test/payout-provider.js';
import { requestWithdrawal } from '#/test/payouts.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';
import { postLedgerEntry } from './ledger.js';

const provider = usePayoutProvider();
const t = useTestApp(() => productionTestApp({ providers: { payouts: payoutSettings(provider) } }));

/** The value of one series of a counter, 0 while it has none. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = t.app.metrics.registry.getSingleMetric(name);
  if (metric === undefined) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const series = values.find((value) =>
    Object.entries(labels).every(([label, wanted]) => value.labels[label] === wanted),
  );
  return series?.value ?? 0;
}

const ledgerCredits = (kind: string) =>
  counted('velas_ledger_cents_total', { kind, direction: 'credit' });
const depositsCredited = () => counted('velas_money_cents_total', { flow: 'deposit_credited' });
const moneyAuditRows = () => counted('velas_audit_rows_total', { category: 'money' });

let token: string;
let userId: number;
beforeAll(async () => {
  token = await loginDemo(t.app);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_EMAIL,
  ]);
  userId = rows[0]?.id ?? 0;
});

/** A credit posted as a job posts it: through the app's database, with no request in flight. */
function creditAsAJob(cents: number, work: () => Promise<void> = () => Promise.resolve()) {
  expect(requestContext()).toBeUndefined();
  return t.app.db.transaction(async (tx) => {
    await postLedgerEntry(tx, {
      actor: SYSTEM_ACTOR,
      userId,
      amount: toCents(cents),
      kind: 'Deposit',
      status: 'paid',
      at: t.clock.now(),
    });
    await work();
  });
}

describe('ledger movements outside a request', () => {
  it('are counted once their transaction committed', async () => {
    const [ledger, deposits, audit] = [
      await ledgerCredits('Deposit'),
      await depositsCredited(),
      await moneyAuditRows(),
    ];
    await creditAsAJob(1_234);
    expect(await ledgerCredits('Deposit')).toBe(ledger + 1_234);
    expect(await depositsCredited()).toBe(deposits + 1_234);
    expect(await moneyAuditRows()).toBe(audit + 1);
  });

  it('are never counted when their transaction rolled back', async () => {
    const [ledger, deposits, audit] = [
      await ledgerCredits('Deposit'),
      await depositsCredited(),
      await moneyAuditRows(),
    ];
    await expect(
      creditAsAJob(777, () => Promise.reject(new Error('a later step failed'))),
    ).rejects.toThrow('a later step failed');
    expect(await ledgerCredits('Deposit')).toBe(ledger);
    expect(await depositsCredited()).toBe(deposits);
    expect(await moneyAuditRows()).toBe(audit);
  });

  it("count the resend job's return of a refused withdrawal", async () => {
    // Not answered in the request: the payout stays queued for the resend job.
    provider.answerWith(503);
    try {
      await requestWithdrawal(t, token, 3_000);
    } finally {
      provider.answerWith(null);
    }
    const returned = await ledgerCredits('Withdraw');
    const failed = await counted('velas_money_cents_total', { flow: 'payout_failed' });
    // The job sends it and the provider refuses it for good: its money returns.
    provider.answerWith(422);
    try {
      expect(await t.app.payouts.sendQueued(0)).toBe(1);
    } finally {
      provider.answerWith(null);
    }
    expect(await ledgerCredits('Withdraw')).toBe(returned + 3_000);
    expect(await counted('velas_money_cents_total', { flow: 'payout_failed' })).toBe(
      failed + 3_000,
    );
  });
});
