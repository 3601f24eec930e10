// A payout row that lacks what its purpose needs (a Pix key type outside the
// domain's list, a blank key or payment id) is refused where it is read: no
// request reaches the provider with a blank, and the resend job logs it and
// goes on with the next payout.
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '#/test/accounts.js';
import { payoutSettings, usePayoutProvider } from '#/test/payout-provider.js';
import { requestWithdrawal, withdrawalPayoutId } from '#/test/payouts.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const provider = usePayoutProvider();
const t = useTestApp(() => ({
  ...productionTestApp(
    { providers: { payouts: payoutSettings(provider) } },
    // The tests' apps log nothing unless asked to.
    { LOG_LEVEL: 'warn' },
  ),
  logStream,
}));

let token: string;
/** The payouts broken by the tests below, oldest first. */
const broken: string[] = [];
beforeAll(async () => {
  token = await loginDemo(t.app);
});

/** A withdrawal whose payout the provider did not answer: it stays queued. */
async function queuedPayout(amount: number): Promise<string> {
  provider.answerWith(503);
  try {
    const withdrawal = await requestWithdrawal(t, token, amount);
    return await withdrawalPayoutId(t.db, withdrawal.id);
  } finally {
    provider.answerWith(null);
  }
}

const sentTo = (payoutId: string) =>
  provider.requests.filter((request) => request.body.payout_id === payoutId);

const statusOf = async (payoutId: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM payouts WHERE id = $1', [payoutId]))
    .rows[0]?.status;

describe('a broken payout row', () => {
  it('is refused before anything is sent: a Pix key type we do not know', async () => {
    const payout = await queuedPayout(3_000);
    broken.push(payout);
    await t.db.query(`UPDATE payouts SET pix_type = 'Fax' WHERE id = $1`, [payout]);
    const calls = provider.requestIds.length;
    await expect(t.app.payouts.send(payout)).rejects.toThrow(
      `payout ${payout} cannot be sent: Pix key type "Fax" is none we know`,
    );
    expect(provider.requestIds).toHaveLength(calls);
    expect(await statusOf(payout)).toBe('queued');
  });

  it('is refused before anything is sent: a blank Pix key', async () => {
    const payout = await queuedPayout(3_100);
    broken.push(payout);
    await t.db.query(`UPDATE payouts SET pix_key = '  ' WHERE id = $1`, [payout]);
    const calls = provider.requestIds.length;
    await expect(t.app.payouts.send(payout)).rejects.toThrow(
      `payout ${payout} cannot be sent: a withdrawal without its Pix key`,
    );
    expect(provider.requestIds).toHaveLength(calls);
  });

  it('is logged by the resend job, which goes on with the next payout', async () => {
    // The two broken payouts above are queued, oldest first, ahead of this one.
    const next = await queuedPayout(3_200);
    const calls = provider.requestIds.length;
    expect(await t.app.payouts.sendQueued(0)).toBe(3);
    expect(provider.requestIds).toHaveLength(calls + 1);
    expect(sentTo(next)).toHaveLength(1);
    expect(sentTo(next)[0]?.body).toMatchObject({ kind: 'transfer', pix_key_type: 'CPF' });
    expect(await statusOf(next)).toBe('sent');
    for (const payout of broken) expect(await statusOf(payout)).toBe('queued');
    const logged = lines
      .map((line) => JSON.parse(line) as { msg?: string; payoutId?: string; level?: number })
      .filter((line) => line.msg === 'payout not sent; it stays queued');
    expect(logged.map((line) => line.payoutId).sort()).toEqual([...broken].sort());
    expect(logged.every((line) => line.level === 50)).toBe(true);
  });
});
