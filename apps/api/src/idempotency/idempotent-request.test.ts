// A money call whose provider step fails answers with that failure even when
// undoing its reservation fails too, and the failed clean-up is logged.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { demoUserId } from '../test/held-money.js';
import { useTestApp } from '../test/use-test-app.js';
import { claimKey } from './idempotent-request.js';

const ctx = useTestApp();

function recordingLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('a provider call whose clean-up fails', () => {
  it('answers with the original failure and logs the clean-up with its cause', async () => {
    const userId = await demoUserId(ctx.db);
    const { log, error } = recordingLog();
    const claim = await claimKey(
      ctx.db,
      { userId, scope: 'deposit', key: 'cleanup-fails-1', fingerprint: 'f' },
      ctx.clock.now(),
      log,
    );
    if (!('request' in claim)) throw new Error('the key was claimed before');
    const providerDown = new Error('provider down');
    const abandonFailed = new Error('abandon failed');

    const answer = claim.request.providerCall({
      reserve: () => Promise.resolve({ id: 'dep_1' }),
      call: () => Promise.reject(providerDown),
      complete: () => Promise.resolve({ status: 200, body: {} }),
      abandon: () => Promise.reject(abandonFailed),
    });

    await expect(answer).rejects.toBe(providerDown);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        err: abandonFailed,
        cause: { name: 'Error', message: 'provider down' },
        scope: 'deposit',
        userId,
        reserved: { id: 'dep_1' },
      }),
      expect.stringContaining('abandoning the reservation'),
    );
  });
});
