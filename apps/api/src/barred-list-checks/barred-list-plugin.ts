// Wires the impedidos checks (docs/api/providers.md#impedidos): the provider
// the settings name, or else the stand-in the composition hands in (app.ts:
// in a demo the sandbox's double mounted at /demo-impedidos); the checks'
// service, the pending registrations, and the background turn each minute.
// OnBarred is injected here, in one place.
import { MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '../jobs/scheduler.js';
import { httpImpedidosProvider, type ImpedidosProvider } from '../providers/impedidos-provider.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import { impedidosChecks, type ImpedidosChecks, type OnBarred } from './barred-list-checks.js';
import { pendingRegistrations, type PendingRegistrations } from './pending-registrations.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The regulator's impedidos checks and the registrations waiting for one. */
    impedidos: Impedidos;
  }
}

/** Background consultations per minute when the settings name no figure. */
const DEFAULT_CHECKS_PER_MINUTE = 60;
const TURN_MS = MINUTE_MS;

export interface Impedidos {
  checks: ImpedidosChecks;
  pending: PendingRegistrations;
}

/** A provider that lives in this server (the demo's double), built on the app. */
export type StandInImpedidos = (app: FastifyInstance) => Promise<ImpedidosProvider>;

export async function registerImpedidos(
  app: FastifyInstance,
  settings: RuntimeSettings,
  scheduler: Scheduler,
  /** What a check does with an existing account it finds barred (barred-accounts.ts). */
  onBarred: OnBarred,
  /** What answers when the settings name no provider. */
  standIn: StandInImpedidos,
): Promise<void> {
  const configured = settings.operator.providers.impedidos;
  const provider =
    configured === undefined ? await standIn(app) : httpImpedidosProvider(configured, app.clock);

  const checks = impedidosChecks({
    db: app.db,
    clock: app.clock,
    provider,
    onBarred,
    metrics: app.metrics,
    log: app.log,
    checksPerTurn: configured?.checksPerMinute ?? DEFAULT_CHECKS_PER_MINUTE,
    // Declared below: the two need each other, and this runs only at a later turn.
    pending: () => pending,
  });
  const pending: PendingRegistrations = pendingRegistrations({
    db: app.db,
    clock: app.clock,
    checks,
    email: app.providers.email,
    notices: app.cpfHolderNotices,
    appOrigin: app.config.APP_ORIGIN,
    log: app.log,
  });
  app.decorate('impedidos', { checks, pending } satisfies Impedidos);
  scheduler.every(TURN_MS, () => checks.runDueChecks());
}

/**
 * Decorates app.impedidos after app.barredAccounts (barred-accounts-plugin.ts),
 * whose `onBarred` is what a check does with an account it finds barred.
 */
export const impedidosPlugin = fp(
  (
    app: FastifyInstance,
    options: { settings: RuntimeSettings; scheduler: Scheduler; standIn: StandInImpedidos },
  ) =>
    registerImpedidos(
      app,
      options.settings,
      options.scheduler,
      app.barredAccounts.onBarred,
      options.standIn,
    ),
  {
    name: 'impedidos',
    dependencies: ['database', 'metrics', 'providers', 'mailers', 'barred-accounts'],
  },
);
