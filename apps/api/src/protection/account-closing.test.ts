// Closing an account without HTTP: money left or a charge that may still be
// paid holds it back; otherwise the account closes. (A withdrawal in flight
// and a round in play: protection.test.ts and account-closing.settles.test.ts.)
import { protectionRefusals } from '@velas/domain/protection';
import { describe, expect, it } from 'vitest';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { bearer, loginDemo, registerAndLogin, verifiedAccount } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { closeAccount } from './account-closing.js';

const t = useTestApp();

async function idOf(token: string): Promise<number> {
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  return me.json<{ id: number }>().id;
}

const close = (userId: number) =>
  t.db.transaction((tx) => closeAccount(tx, userId, t.clock.now(), SYSTEM_ACTOR));

describe('closeAccount', () => {
  it('refuses while money is left on the account', async () => {
    const demo = await idOf(await loginDemo(t.app));
    const { balanceCents: balance } = await loadAccount(t.db, demo);
    expect(balance).toBeGreaterThan(0);
    await expect(close(demo)).rejects.toMatchObject({
      message: protectionRefusals.closeNeedsZeroBalance(balance),
    });
    expect((await loadAccount(t.db, demo)).status).not.toBe('closed');
  });

  it('refuses while a Pix charge may still be paid', async () => {
    const player = await verifiedAccount(t.app, 2);
    const deposit = await t.injectAs(player.token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 1_000 },
    });
    expect(deposit.statusCode).toBe(201);
    await expect(close(player.id)).rejects.toMatchObject({
      message: protectionRefusals.closePendingDeposit,
    });
  });

  it('closes an account with nothing left in flight', async () => {
    const { token } = await registerAndLogin(t.app, 3);
    const id = await idOf(token);
    await close(id);
    expect((await loadAccount(t.db, id)).status).toBe('closed');
  });
});
