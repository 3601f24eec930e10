// Decorates app.providers: the providers the settings pick (providers.ts),
// with every e-mail of the api skipping a barred account's address; only its
// notice goes out through the provider itself (impedidos/barred-email-guard.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { barredAddressGuard } from '../impedidos/barred-email-guard.js';
import type { Providers } from './providers.js';

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
