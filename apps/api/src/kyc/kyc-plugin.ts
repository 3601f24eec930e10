// The verdict comes only from the provider's signed callback.
import type { FastifyInstance } from 'fastify';
import { kycSessionRoute } from './kyc-session-route.js';
import { widgetAssetsRoute } from './widget-assets-route.js';
import { widgetPageRoute } from './widget-page-route.js';

export function kycPlugin(app: FastifyInstance): void {
  kycSessionRoute(app);
  // The sandbox widget exists only where it is the widget in use (not in production).
  if (app.providers.kycWidgets.sandbox) {
    widgetPageRoute(app);
    widgetAssetsRoute(app);
  }
}
