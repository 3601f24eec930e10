// Wires the impedidos checks (docs/api/providers.md#impedidos): the provider
// the settings name, or in a demo the built-in double mounted at
// /demo-impedidos; the checks' service, the pending registrations, and the
// background turn each minute. OnBarred is injected here, in one place.
import { randomBytes } from 'node:crypto';
import { MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '../payouts/scheduler.js';
import { selfFetch } from '../provider-wire/self-fetch.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import {
  DEMO_IMPEDIDOS_PREFIX,
  demoImpedidosState,
  doubleAnswer,
  impedidosDoubleRoutes,
  type ImpedidosDoubleState,
} from './demo-impedidos.js';
import { impedidosChecks, type ImpedidosChecks } from './impedidos-checks.js';
import { httpImpedidosProvider, type ImpedidosProvider } from './impedidos-provider.js';
import type { OnBarred } from './impedidos.js';
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
  /** Demo only: the built-in double's state (which CPFs it bars, whether it is down). */
  demo: ImpedidosDoubleState | null;
}

/**
 * Production without a provider does not start (settings/production-check.ts);
 * only a test that builds a production app without one gets here: the
 * double's answers, in memory, with no route mounted.
 */
function unmountedDouble(state: ImpedidosDoubleState, clock: () => number): ImpedidosProvider {
  return {
    consult: (cpf) => {
      const answer = doubleAnswer(state, cpf, clock());
      return Promise.resolve({
        kind: 'answered',
        answer: { cpf, answeredAt: Date.parse(answer.answered_at), bases: answer.bases },
      });
    },
  };
}

export async function registerImpedidos(
  app: FastifyInstance,
  settings: RuntimeSettings,
  scheduler: Scheduler,
  /** What a check does with an existing account it finds barred (barred-accounts.ts). */
  onBarred: OnBarred,
): Promise<void> {
  const configured = settings.operator.providers.impedidos;
  let demo: ImpedidosDoubleState | null = null;
  let provider: ImpedidosProvider;
  if (configured !== undefined) provider = httpImpedidosProvider(configured, app.clock);
  else if (settings.mode !== 'demo') provider = unmountedDouble(demoImpedidosState(), app.clock);
  else {
    demo = demoImpedidosState();
    const apiKey = randomBytes(24).toString('base64url');
    const state = demo;
    await app.register(
      (instance) => {
        impedidosDoubleRoutes(instance, { state, apiKey, clock: app.clock });
      },
      { prefix: DEMO_IMPEDIDOS_PREFIX },
    );
    provider = httpImpedidosProvider(
      { baseUrl: `http://demo-impedidos.invalid${DEMO_IMPEDIDOS_PREFIX}`, apiKey },
      app.clock,
      selfFetch(app),
    );
  }

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
  app.decorate('impedidos', { checks, pending, demo } satisfies Impedidos);
  scheduler.every(TURN_MS, () => checks.runDueChecks());
}

/**
 * Decorates app.impedidos after app.barredAccounts (barred-accounts-plugin.ts),
 * whose `onBarred` is what a check does with an account it finds barred.
 */
export const impedidosPlugin = fp(
  (app: FastifyInstance, options: { settings: RuntimeSettings; scheduler: Scheduler }) =>
    registerImpedidos(app, options.settings, options.scheduler, app.barredAccounts.onBarred),
  { name: 'impedidos', dependencies: ['barred-accounts'] },
);
