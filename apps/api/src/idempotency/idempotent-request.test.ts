// A money call that fails answers with that failure even when its clean-up
// (undoing its reservation, letting its key go, storing its refusal) fails
// too, and the failed clean-up is logged.
import { walletMessages } from '@velas/domain/messages/wallet';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refused } from '#/domain-errors.js';
import { demoUserId } from '#/test/held-money.js';
import { useTestApp } from '#/test/use-test-app.js';
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

describe('a transaction whose clean-up fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['a failure', new Error('ledger down'), 'releasing the key'],
    ['a refusal', new Refused(walletMessages.insufficientBalance), 'storing the refusal'],
  ])('answers with %s, not with the clean-up, and logs the clean-up', async (_, failure, what) => {
    const userId = await demoUserId(ctx.db);
    const { log, error } = recordingLog();
    const claim = await claimKey(
      ctx.db,
      { userId, scope: 'withdraw', key: `cleanup-fails-${what}`, fingerprint: 'f' },
      ctx.clock.now(),
      log,
    );
    if (!('request' in claim)) throw new Error('the key was claimed before');
    // The key's clean-up runs on the pool, after the work's transaction rolled back.
    const cleanupFailed = new Error('connection lost');
    const query = ctx.db.query.bind(ctx.db);
    vi.spyOn(ctx.db, 'query').mockImplementation((sql, params) =>
      /idempotency_keys/.test(sql) ? Promise.reject(cleanupFailed) : query(sql, params),
    );

    const answer = claim.request.transaction(() => Promise.reject(failure));

    await expect(answer).rejects.toBe(failure);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        err: cleanupFailed,
        cause: { name: failure.name, message: failure.message },
        scope: 'withdraw',
        userId,
      }),
      expect.stringContaining(what),
    );
  });
});
