// Verification sessions at /kyc-api (docs/api/calls.md#kyc-kyc-api-and-its-sandbox-widget),
// each route in its own file. The verdict comes only from the provider's signed
// callback; in a demo the sandbox widget reaches it through the demo provider.
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
