// docs/operations/backup-and-restore.md#backup-and-restore: the ids we send a provider outlive a
// restore. The provider keeps its own book of every payout id it took; a
// restored database has forgotten the payouts made after its backup, so an
// id built from our own sequence would come round again, be taken as a
// repeat, never be paid, and leave the withdrawal processing for good.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/app.js';
import { dumpLogical, restoreLogical } from '#/db/logical-backup.js';
import { openPglite } from '#/db/pglite.js';
import { PAYOUT_CALLBACK_PATH } from '#/sandbox/payouts/demo-payout-provider.js';
import { loginDemo } from '#/test/accounts.js';
import { manualScheduler } from '#/test/manual-scheduler.js';
import {
  payoutSettings,
  TEST_PAYOUT_CALLBACK_SECRET,
  usePayoutProvider,
} from '#/test/payout-provider.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { productionSettings, productionTestApp } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { testConfig } from '#/test/test-config.js';
import { useTestApp } from '#/test/use-test-app.js';
import { WHOLE_DATABASE } from '#/test/whole-database-timeout.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-restore-ids-'));
const provider = usePayoutProvider();
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const operator = () => ({ providers: { payouts: payoutSettings(provider) } });
const t = useTestApp(() => productionTestApp(operator()));

/** A withdrawal to the demo player's CPF key; the id of the payout the provider was sent. */
async function withdraw(app: FastifyInstance, amount: number) {
  const token = await loginDemo(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount, ...DEMO_PIX_KEY },
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `saque-${String(amount)}` },
  });
  expect(response.statusCode).toBe(200);
  const sent = provider.requests.at(-1);
  return { id: response.json<{ id: number }>().id, token, sent };
}

async function* from(lines: readonly string[]) {
  for (const line of lines) yield await Promise.resolve(line);
}

describe('a withdrawal after a restore', WHOLE_DATABASE, () => {
  it('the restore-then-withdraw id accepted', async () => {
    const lines: string[] = [];
    await dumpLogical(t.db, (line) => {
      lines.push(line);
    });
    // After the backup: payouts the provider takes (and will pay) that the
    // restored copy never hears of.
    await withdraw(t.app, 3_000);
    await withdraw(t.app, 3_100);
    const takenBefore = new Set(provider.orders.keys());
    expect(takenBefore.size).toBe(2);

    const db = await openPglite(join(folder, 'restored'));
    await restoreLogical(db, from(lines));
    const restored = await buildApp({
      config: testConfig({ APP_MODE: 'production' }),
      db,
      clock: t.clock.now,
      settings: productionSettings(operator()),
      acceptDemoDatabase: true,
      scheduler: manualScheduler,
    });
    try {
      await restored.ready();
      const { id, token, sent } = await withdraw(restored, 3_200);
      const payoutId = String(sent?.body.payout_id);
      expect(payoutId).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
      expect(takenBefore.has(payoutId), 'a payout id the provider already took').toBe(false);
      expect(sent?.repeat).toBe(false);
      expect(provider.orders.get(payoutId)).toMatchObject({
        kind: 'transfer',
        amount_cents: 3_200,
      });

      // The provider pays it and says so; the withdrawal is paid.
      const raw = JSON.stringify({
        event_id: 'pago-depois-do-restore',
        type: 'payout.paid',
        payout_id: payoutId,
        amount_cents: 3_200,
      });
      const callback = await sendSignedCallback(restored, {
        url: PAYOUT_CALLBACK_PATH,
        secret: TEST_PAYOUT_CALLBACK_SECRET,
        at: t.clock.now(),
        body: raw,
      });
      expect(callback.statusCode).toBe(200);
      const list = await restored.inject({
        url: '/api/withdraws',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        list.json<{ data: { id: number; status: string }[] }>().data.find((item) => item.id === id),
      ).toMatchObject({ status: 'paid' });
    } finally {
      await restored.close();
    }
  });
});
