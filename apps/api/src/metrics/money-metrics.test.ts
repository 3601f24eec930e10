// Monitoring that sees money (docs/operations/what-to-watch.md#what-to-watch): payout calls
// counted by result like every provider call, with the request's id sent
// along; gauges of withdrawals held, payouts not settled and the oldest one's
// age, withdrawals near their 120-minute deadline, payments awaiting their
// refund and the database's connections; the
// health probes kept out of the request metrics.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { loginDemo } from '#/test/accounts.js';
import { payDeposit } from '#/test/deposits.js';
import { payoutSettings, usePayoutProvider } from '#/test/payout-provider.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const provider = usePayoutProvider();
const t = useTestApp(() =>
  productionTestApp(
    {
      providers: {
        payouts: payoutSettings(provider),
      },
    },
    { OPERATOR_API_KEY: KEY },
  ),
);

async function scrape(): Promise<string> {
  const response = await t.app.ops.inject({
    url: '/ops-api/metrics',
    headers: { [OPERATOR_KEY_HEADER]: KEY },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one sample, e.g. sample(text, 'velas_payouts_processing'); NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}

const payoutCalls = (text: string, result: string) =>
  sample(text, `velas_provider_calls_total{provider="payout",result="${result}"}`) || 0;

let token: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
});

const withdraw = (amount: number) =>
  t.injectAs(token, {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount, ...DEMO_PIX_KEY },
  });

describe('money in the metrics', () => {
  it("counts payout calls by result, in a request with the request's id and in the resend job", async () => {
    const before = await scrape();
    const accepted = await withdraw(3_000);
    expect(accepted.statusCode).toBe(200);
    // The provider saw the id the player's answer carries.
    expect(provider.requestIds.at(-1)).toBe(accepted.headers['x-request-id']);

    provider.answerWith(422);
    try {
      expect((await withdraw(3_100)).statusCode).toBe(200);
    } finally {
      provider.answerWith(null);
    }
    // Not answered (a 503): queued, then sent by the resend job, outside any request.
    provider.answerWith(503);
    try {
      expect((await withdraw(3_200)).statusCode).toBe(200);
    } finally {
      provider.answerWith(null);
    }
    expect(await t.app.payouts.sendQueued(0)).toBe(1);

    const after = await scrape();
    expect(payoutCalls(after, '2xx') - payoutCalls(before, '2xx')).toBe(2);
    expect(payoutCalls(after, '4xx') - payoutCalls(before, '4xx')).toBe(1);
    expect(payoutCalls(after, '5xx') - payoutCalls(before, '5xx')).toBe(1);
  });

  it('gauges payouts not settled and the oldest one, held withdrawals and refunds awaiting', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_EMAIL,
    ]);
    const userId = rows[0]?.id ?? 0;
    // The two payouts the provider accepted above are sent, not settled.
    const start = await scrape();
    expect(sample(start, 'velas_payouts_processing')).toBe(2);
    t.clock.advance(90_000);
    expect(sample(await scrape(), 'velas_payouts_oldest_processing_age_seconds')).toBe(90);

    // A Pix paid after its charge expired is refunded: awaiting until the refund is paid.
    expect(sample(start, 'velas_received_payments_awaiting_refund')).toBe(0);
    const deposit = await t.injectAs(token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 2_000 },
    });
    expect(deposit.statusCode).toBe(201);
    const chargeId = deposit.json<{ data: { id: string } }>().data.id;
    t.clock.advance(600_000);
    expect(await t.db.transaction((tx) => payDeposit(tx, userId, chargeId, t.clock.now()))).toBe(
      'late',
    );
    expect(sample(await scrape(), 'velas_received_payments_awaiting_refund')).toBe(1);

    // A withdrawal a brake holds, as the table stores it ("em análise").
    expect(sample(start, 'velas_withdrawals_held')).toBe(0);
    await t.db.query(
      `INSERT INTO withdrawals (user_id, amount_cents, pix_type, pix_key, status, review_reason, created_at)
       VALUES ($1, 5000, 'CPF', '52998224725', 'review', 'amount', $2)`,
      [userId, new Date(t.clock.now())],
    );
    expect(sample(await scrape(), 'velas_withdrawals_held')).toBe(1);
  });

  it('gauges withdrawals unpaid 100 minutes after their request, held ones too, and the oldest', async () => {
    const { rows } = await t.db.query<{ id: number; created_at: Date }>(
      `SELECT id, created_at FROM withdrawals WHERE status IN ('processing', 'review')
       ORDER BY created_at, id`,
    );
    // Above: two processing (sent, not settled) and one held; the refused one was returned.
    expect(rows).toHaveLength(3);
    const [oldest, , newest] = rows.map((row) => row.created_at.getTime());
    const minutes = (count: number) => count * 60_000;
    const near = (text: string) => sample(text, 'velas_withdrawals_unfinished_over_100_minutes');
    const age = (text: string) => sample(text, 'velas_withdrawals_oldest_unfinished_age_seconds');

    t.clock.set((oldest ?? 0) + minutes(100) - 1_000);
    let text = await scrape();
    expect(near(text)).toBe(0);
    expect(age(text)).toBe(5_999);

    // The first two were asked for at the same instant of the test clock.
    const first = rows.filter((row) => row.created_at.getTime() === oldest).length;
    expect(first).toBeLessThan(3);
    t.clock.set((oldest ?? 0) + minutes(100));
    text = await scrape();
    expect(near(text)).toBe(first);
    expect(age(text)).toBe(6_000);

    // Every one past 100 minutes, the held one included (the clock runs from the request).
    t.clock.set((newest ?? 0) + minutes(100));
    expect(near(await scrape())).toBe(3);

    // Paid or returned, it no longer counts.
    await t.db.query(`UPDATE withdrawals SET status = 'paid', settled_at = $2 WHERE id = $1`, [
      rows[0]?.id,
      new Date(t.clock.now()),
    ]);
    text = await scrape();
    expect(near(text)).toBe(2);
    expect(age(text)).toBe((t.clock.now() - (rows[1]?.created_at.getTime() ?? 0)) / 1000);
  });

  it("gauges the database's connections", async () => {
    const text = await scrape();
    const [total, idle, waiting] = ['total', 'idle', 'waiting'].map((state) =>
      sample(text, `velas_database_pool_clients{state="${state}"}`),
    );
    if (t.db.engine === 'pglite') {
      // One connection, idle between requests.
      expect([total, idle, waiting]).toEqual([1, 1, 0]);
    } else {
      // The test pool's 5 connections, some held by the round feed's LISTEN.
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(5);
      expect(idle).toBeLessThanOrEqual(total ?? 0);
      expect(waiting).toBeGreaterThanOrEqual(0);
    }
  });

  it('leaves the health probes out of the request metrics', async () => {
    for (const url of ['/health', '/health/live', '/health/ready']) await t.app.inject({ url });
    const text = await scrape();
    expect(text).toContain('velas_http_requests_total{');
    expect(text).not.toMatch(/velas_http_[a-z_]+\{[^}]*route="\/health/);
  });
});
