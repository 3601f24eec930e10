// docs/operations/what-to-watch.md#what-to-watch: the metrics in Prometheus' text format,
// only for the operator's key, labelled by route pattern and closed sets,
// never by anything that names a player.
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_HEADER } from '#/http/operator-key.js';
import { bearer, readyToPay, registerAndLogin } from '#/test/accounts.js';
import { createTestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const t = useTestApp({
  env: { OPERATOR_API_KEY: KEY, LOGIN_MAX_FAILURES_PER_ACCOUNT: '1' },
});

async function scrape(): Promise<string> {
  const response = await t.app.ops.inject({
    url: '/ops-api/metrics',
    headers: { [OPERATOR_KEY_HEADER]: KEY },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample, e.g. sample(text, 'velas_money_cents_total{flow="deposit_credited"}'). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('GET /ops-api/metrics', () => {
  it('gives nothing without the operator key: anonymous, a wrong key, a player token', async () => {
    const player = await registerAndLogin(t.app, 3);
    for (const headers of [
      {},
      { [OPERATOR_KEY_HEADER]: 'wrong' },
      { [OPERATOR_KEY_HEADER]: `${KEY}x` },
      bearer(player.token),
    ]) {
      const response = await t.app.ops.inject({ url: '/ops-api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('velas_');
    }
  });

  it('takes the previous key too while it is being rotated out, not once removed', async () => {
    const previous = 'the-old-operator-key-0123456789abcdef';
    const rotating = await createTestApp({
      env: { OPERATOR_API_KEY: KEY, OPERATOR_API_KEY_PREVIOUS: previous },
    });
    try {
      for (const [key, status] of [
        [KEY, 200],
        [previous, 200],
        ['another-key-0123456789abcdef0123456789', 401],
      ] as const) {
        const response = await rotating.app.ops.inject({
          url: '/ops-api/metrics',
          headers: { [OPERATOR_KEY_HEADER]: key },
        });
        expect(response.statusCode, key).toBe(status);
      }
      // Once the previous key is removed (the app of this file), the old key opens nothing.
      const removed = await t.app.ops.inject({
        url: '/ops-api/metrics',
        headers: { [OPERATOR_KEY_HEADER]: previous },
      });
      expect(removed.statusCode).toBe(401);
    } finally {
      await rotating.close();
    }
  });

  it('is not served at all without OPERATOR_API_KEY', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.ops.inject({ url: '/ops-api/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('velas_');
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route pattern, money after commit, callbacks, refusals and throttled logins, and no label names a player', async () => {
    const player = await registerAndLogin(t.app, 1);
    const widget = await t.app.inject({ url: '/kyc-api/widget/ZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(widget.statusCode).toBe(404);

    // Money: a deposit paid through the (signed) payment webhook.
    await readyToPay(t.app, player);
    const deposit = await t.injectAs(player.token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 12_345 },
    });
    expect(deposit.statusCode).toBe(201);
    const id = deposit.json<{ data: { id: string } }>().data.id;
    const paid = await t.injectAs(player.token, { method: 'POST', url: `/api/deposits/${id}/pay` });
    expect(paid.statusCode).toBe(200);

    // A forged callback, a deposit past the loss limit, a throttled login.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/providers-api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-signature': 'nope', 'x-timestamp': '1' },
      payload: JSON.stringify({
        event_id: 'e',
        type: 'charge.paid',
        charge_id: id,
        amount_cents: 1,
      }),
    });
    expect(forged.statusCode).toBe(401);
    const tooMuch = await t.injectAs(player.token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 999_999_00 },
    });
    expect([403, 422]).toContain(tooMuch.statusCode);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: player.email, email: player.email, password: 'errada-123' },
      });

    const text = await scrape();
    expect(text).toContain(
      'velas_http_requests_total{method="GET",route="/kyc-api/widget/:sessionId",status="404"} 1',
    );
    expect(sample(text, 'velas_money_cents_total{flow="deposit_credited"}')).toBe(12_345);
    expect(sample(text, 'velas_ledger_cents_total{kind="Deposit",direction="credit"}')).toBe(
      12_345,
    );
    expect(
      sample(text, 'velas_provider_callbacks_total{provider="payment",result="accepted"}'),
    ).toBe(1);
    expect(sample(text, 'velas_provider_callbacks_total{provider="kyc",result="accepted"}')).toBe(
      1,
    );
    expect(
      sample(text, 'velas_provider_callbacks_total{provider="payment",result="signature_refused"}'),
    ).toBe(1);
    expect(text).toMatch(
      /velas_protection_refusals_total\{rule="(loss_limit|limits_required)"\} 1/,
    );
    expect(sample(text, 'velas_login_throttled_total')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('velas_http_request_duration_seconds_bucket');
    expect(text).toContain('velas_live_streams 0');

    // No label value carries the player's data or the raw path.
    const digits = player.cpf.replace(/\D/g, '');
    for (const secret of [
      player.email,
      player.cpf,
      digits,
      '91234-5678',
      '912345678',
      player.token,
      id,
      'ZZZZZZZZZZZZZZZZZZZZZZ',
    ])
      expect(text).not.toContain(secret);
  });
});
