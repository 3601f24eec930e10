// The e-mail provider comes already wrapped in the guard that skips a barred
// account's address (barred-accounts/barred-email-guard.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Providers } from './providers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Document check, postal codes, KYC widgets and e-mail (with the demo's outbox): demo doubles or the operator's services. */
    providers: Providers;
  }
}

export const providersPlugin = fp(
  (app: FastifyInstance, options: { providers: Providers }) => {
    app.decorate('providers', options.providers);
  },
  { name: 'providers', dependencies: ['database'] },
);
