// Decorates app.settings: the mode and the operator settings (runtime.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeSettings } from './runtime.js';

export const settingsPlugin = fp(
  (app: FastifyInstance, options: { settings: RuntimeSettings }) => {
    app.decorate('settings', options.settings);
  },
  { name: 'settings' },
);
