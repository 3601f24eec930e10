import { toCents } from '@velas/domain/money';
import type { FastifyInstance } from 'fastify';
import { depositCreateRoute } from './deposit-create-route.js';
import { ownDepositsRoutes } from './own-deposits-routes.js';
import { pickPixCharges } from './pix-charges.js';

/** docs/product/abuse-limits.md#abuse-limits: R$ 10,00 unless the operator sets depositMinimumCents. */
const DEFAULT_DEPOSIT_MINIMUM_CENTS = toCents(1_000);

export function depositRoutes(app: FastifyInstance): void {
  const charges = pickPixCharges(app.settings, app.config, app.log, app.metrics);
  const minimum = toCents(
    app.settings.operator.depositMinimumCents ?? DEFAULT_DEPOSIT_MINIMUM_CENTS,
  );
  depositCreateRoute(app, charges, minimum);
  ownDepositsRoutes(app, minimum);
}
