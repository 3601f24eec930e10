// Registration is no oracle: free or taken, a CPF or an e-mail gets the same
// answer after the same work (docs/product/registration.md#registration).
import { DAY_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '#/http/address-key.js';
import { perAddressLimit } from '#/http/rate-limits.js';
import { documentValidationRoute } from './document-validation-route.js';
import { passwordCheckRoute } from './password-check-route.js';
import { registerRoute } from './register-route.js';

export function registrationRoutes(app: FastifyInstance): void {
  // One daily budget per address for every CPF look-up, the form's check and
  // the registration's alike: each may be a paid call.
  const cpfLookups = perAddressLimit(
    app,
    app.config.DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY,
    commonMessages.cpfCheckDailyLimit,
    DAY_MS,
  );
  // The document check's cache serves only who asked before (cached-document-check.ts):
  // anonymous calls are their address, keyed as the look-up budget is.
  const requester = (request: FastifyRequest) => `address:${addressKey(request.ip)}`;

  registerRoute(app, cpfLookups, requester);
  documentValidationRoute(app, cpfLookups, requester);
  passwordCheckRoute(app);
}
