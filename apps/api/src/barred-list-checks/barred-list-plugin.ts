import { MINUTE_MS } from '@velas/domain/calendar';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '#/jobs/scheduler.js';
import {
  httpBarredListProvider,
  type BarredListProvider,
} from '#/providers/barred-list-provider.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { barredListChecks, type BarredListChecks, type OnBarred } from './barred-list-checks.js';
import { pendingRegistrations, type PendingRegistrations } from './pending-registrations.js';

declare module 'fastify' {
  interface FastifyInstance {
    barredList: BarredList;
  }
}

/** Background consultations per minute when the settings name no figure. */
const DEFAULT_CHECKS_PER_MINUTE = 60;
const TURN_MS = MINUTE_MS;

export interface BarredList {
  checks: BarredListChecks;
  pending: PendingRegistrations;
}

/** A provider that lives in this server (the demo's double), built on the app. */
export type FakeBarredList = (app: FastifyInstance) => Promise<BarredListProvider>;

interface RegisterBarredListInput {
  settings: RuntimeSettings;
  scheduler: Scheduler;
  /** What a check does with an existing account it finds barred (barred-accounts.ts). */
  onBarred: OnBarred;
  /** What answers when the settings name no provider. */
  fake: FakeBarredList;
}

export async function registerBarredList(
  app: FastifyInstance,
  { settings, scheduler, onBarred, fake }: RegisterBarredListInput,
): Promise<void> {
  const configured = settings.operator.providers.impedidos;
  const provider =
    configured === undefined
      ? await fake(app)
      : httpBarredListProvider(configured, app.clock, { metrics: app.metrics });

  const checks = barredListChecks({
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
  app.decorate('barredList', { checks, pending } satisfies BarredList);
  scheduler.every(TURN_MS, () => checks.runDueChecks());
}

/**
 * Decorates app.barredList after app.barredAccounts (barred-accounts-plugin.ts),
 * whose `onBarred` is what a check does with an account it finds barred.
 */
export const barredListPlugin = fp(
  (
    app: FastifyInstance,
    options: { settings: RuntimeSettings; scheduler: Scheduler; fake: FakeBarredList },
  ) => registerBarredList(app, { ...options, onBarred: app.barredAccounts.onBarred }),
  {
    name: 'barred-list',
    dependencies: ['database', 'metrics', 'providers', 'mailers', 'barred-accounts'],
  },
);
