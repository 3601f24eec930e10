// Decorates app.providers: the providers the settings pick
// (providers/providers.ts), with every e-mail of the api going through the
// guard that skips a barred account's address; only the barred notice goes
// out through the provider itself (barred-email-guard.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Providers } from '../providers/providers.js';
import { barredAddressGuard } from './barred-email-guard.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every third party the settings pick: demo doubles or the operator's services. */
    providers: Providers;
  }
}

export const providersPlugin = fp(
  (app: FastifyInstance, options: { picked: Providers }) => {
    const { picked } = options;
    app.decorate('providers', {
      ...picked,
      email: barredAddressGuard(app.db, picked.email, app.log),
    });
  },
  { name: 'providers', dependencies: ['database'] },
);
