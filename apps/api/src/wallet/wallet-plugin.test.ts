// The wallet's plugin declares the plugins it stands on: registered before
// the idempotency plugin, whose onRoute hook keys its money routes, the app
// refuses to start instead of serving deposits and withdrawals unkeyed.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import { walletPlugin } from './wallet-plugin.js';

/** A plugin that only carries a name, standing in for the real one. */
const named = (name: string) => fp(() => undefined, { name });

const app = Fastify();
afterEach(() => app.close());

describe('walletPlugin', () => {
  it('refuses to register without the idempotency plugin', async () => {
    for (const name of ['database', 'settings', 'auth', 'payouts']) await app.register(named(name));
    await expect(app.register(walletPlugin)).rejects.toThrow(
      "The dependency 'idempotency' of plugin 'wallet' is not registered",
    );
  });
});
