// Decorates app.settings: the mode and the operator settings (runtime.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RuntimeSettings } from './runtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mode and the operator settings (settings/runtime.ts). */
    settings: RuntimeSettings;
  }
}

export const settingsPlugin = fp(
  (app: FastifyInstance, options: { settings: RuntimeSettings }) => {
    app.decorate('settings', options.settings);
  },
  { name: 'settings' },
);
