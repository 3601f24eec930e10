// The notice goes out through the e-mail provider itself, not the guard that
// skips barred addresses for every other e-mail (barred-email-guard.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailSender } from '#/providers/email.js';
import { barredAccounts } from './barred-accounts.js';
import type { BarredAccounts } from './barred-accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Accounts the regulator's list bars: `onBarred` is what the barred-list
     * checks call (barred-accounts/barred-accounts.ts).
     */
    barredAccounts: BarredAccounts;
  }
}

export const barredAccountsPlugin = fp(
  (app: FastifyInstance, options: { email: EmailSender }) => {
    app.decorate(
      'barredAccounts',
      barredAccounts({
        db: app.db,
        clock: app.clock,
        email: options.email,
        payouts: app.payouts,
        log: app.log,
      }),
    );
  },
  { name: 'barred-accounts', dependencies: ['database', 'payouts'] },
);
