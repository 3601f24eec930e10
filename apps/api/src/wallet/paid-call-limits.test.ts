// Unthrottled calls to paid upstreams: 1-cent Pix charges, KYC sessions and
// CEP look-ups, as many as anyone liked. Now a deposit minimum and budgets per
// account and per address (docs/api/settings.md#abuse-limits).
import { commonMessages } from '@velas/domain/messages/common';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents, toCents } from '@velas/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({
  env: {
    DEPOSITS_PER_ACCOUNT_PER_HOUR: '2',
    KYC_SESSIONS_PER_ACCOUNT_PER_HOUR: '2',
    CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE: '2',
  },
});
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

const deposit = (token: string, amount: number, remoteAddress = '203.0.113.5') =>
  t.injectAs(token, { method: 'POST', url: '/api/deposits', payload: { amount }, remoteAddress });

describe('paid calls', () => {
  it('attack: a 1-cent Pix is refused below the R$ 10,00 minimum', async () => {
    const response = await deposit(demo, 1, '203.0.113.1');
    expect(response.statusCode).toBe(422);
    const text = fill(commonMessages.depositMinimum, { valor: formatCents(toCents(1_000)) });
    expect(text).toMatch(/^O valor mínimo para depósito é R\$\s10,00\.$/);
    expect(response.json()).toEqual({ code: 'refused', message: text, errors: { amount: [text] } });
    expect((await deposit(demo, 1_000, '203.0.113.1')).statusCode).toBe(201);
  });

  it('attack: one account generating Pix from many addresses is stopped per account', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++)
      statuses.push((await deposit(demo, 1_000, `198.51.100.${String(index)}`)).statusCode);
    // One was spent by the test above.
    expect(statuses).toEqual([201, 429, 429]);
    const refused = await deposit(demo, 1_000, '198.51.100.9');
    expect(refused.json()).toEqual({
      code: 'throttled',
      message: commonMessages.tooManyDeposits,
      errors: {},
    });
  });

  it('attack: KYC sessions are budgeted per account', async () => {
    const user = await registerAndLogin(t.app, 3);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await t.injectAs(user.token, {
        method: 'POST',
        url: '/kyc-api/kyc/session',
        payload: { cpf: user.cpf, token: user.token, flow: 'kyc-full', betHouse: 'MINES_BET' },
        remoteAddress: `192.0.2.${String(index)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('attack: CEP look-ups are budgeted per address (IPv6 by /64) and per account', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 7; host++) {
      const response = await t.app.inject({
        url: '/cep-api/ws/01001000/json',
        remoteAddress: `2001:db8:5:6::${String(host)}`,
      });
      statuses.push(response.statusCode);
    }
    // Per address: three times the per-account budget.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(
      (
        await t.app.inject({ url: '/cep-api/ws/01001000/json', remoteAddress: '2001:db8:5:6::99' })
      ).json(),
    ).toEqual({ code: 'throttled', message: commonMessages.tooManyCepLookups, errors: {} });
  });
});
