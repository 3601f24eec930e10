// requestWithdrawal's gates on the holder: a withdrawal needs an approved KYC;
// production pays only to the holder's CPF key, the demo keeps all three key types.
import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { productionTestApp } from '#/test/production-app.js';
import type { TestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const withdraw = (t: TestApp, token: string, payload: object) =>
  t.injectAs(token, { method: 'POST', url: '/api/withdraws', payload });

async function withAddress(t: TestApp, cpf: string) {
  await t.db.query(
    "UPDATE users SET zip_code = '01310100', number = '1', state = 'SP', city = 'São Paulo' WHERE cpf = $1",
    [cpf],
  );
}

describe('demo mode', () => {
  const t = useTestApp();

  it('refuses a withdrawal without an approved KYC', async () => {
    const user = await registerAndLogin(t.app, 5);
    await withAddress(t, user.cpf);
    const response = await withdraw(t, user.token, {
      amount: 3_000,
      pixType: 'CPF',
      pixKey: user.cpf,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: walletMessages.withdrawRequiresKyc });
  });
});

describe('production mode', () => {
  const t = useTestApp(productionTestApp());

  it("pays only to the holder's CPF key", async () => {
    const token = await loginDemo(t.app);
    const { rows } = await t.db.query<{ email: string }>(
      "SELECT email FROM users WHERE cpf = '52998224725'",
    );
    const email = rows[0]?.email ?? '';
    const byEmail = await withdraw(t, token, { amount: 3_000, pixType: 'Email', pixKey: email });
    expect(byEmail.statusCode).toBe(422);
    expect(byEmail.json()).toMatchObject({
      errors: { pixType: [walletMessages.withdrawCpfKeyOnly] },
    });
    const byCpf = await withdraw(t, token, {
      amount: 3_000,
      pixType: 'CPF',
      pixKey: '52998224725',
    });
    expect(byCpf.statusCode).toBe(200);
  });
});
