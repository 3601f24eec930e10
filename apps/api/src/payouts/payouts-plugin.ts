import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scheduler } from '#/jobs/scheduler.js';
import {
  absentPayoutProvider,
  httpPayoutProvider,
  type PayoutProvider,
  type FakePayoutProvider,
} from './payout-provider.js';
import {
  RESEND_AFTER_MS,
  sendAfterCommit,
  sendPayout,
  sendQueuedPayouts,
  type PayoutContext,
  type SettleWithdrawal,
} from './payouts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider and its jobs. */
    payouts: Payouts;
  }
}

export interface Payouts {
  provider: PayoutProvider;
  context: PayoutContext;
  /** Sends one queued payout now; one not sent stays queued. */
  send(id: string): Promise<void>;
  /** Sends it once the transaction it is called in committed (payouts.ts sendAfterCommit). */
  sendAfterCommit(id: string | null, log?: FastifyBaseLogger): void;
  /** Sends the payouts still queued (what the resend job runs). */
  sendQueued(olderThanMs?: number): Promise<number>;
  /** The demo's fake provider; null in production. */
  demo: FakePayoutProvider | null;
}

/** Builds the fake payout provider on the app (the demo's, from sandbox/). */
export type FakePayouts = (app: FastifyInstance, scheduler: Scheduler) => FakePayoutProvider;

function addPayouts(
  app: FastifyInstance,
  {
    scheduler,
    fake,
    settleWithdrawal,
  }: { scheduler: Scheduler; fake: FakePayouts | null; settleWithdrawal: SettleWithdrawal },
): void {
  const configured = app.settings.operator.providers.payouts;
  const demo = fake === null ? null : fake(app, scheduler);
  let provider: PayoutProvider;
  if (demo !== null) provider = demo;
  else
    provider =
      configured === undefined
        ? absentPayoutProvider
        : httpPayoutProvider(configured, { metrics: app.metrics });
  const context: PayoutContext = {
    db: app.db,
    clock: app.clock,
    provider,
    log: app.log,
    settleWithdrawal,
  };
  const payouts: Payouts = {
    provider,
    context,
    send: (id) => sendPayout(context, id),
    sendAfterCommit: (id, log) => {
      sendAfterCommit(context, id, log);
    },
    sendQueued: (olderThanMs) => sendQueuedPayouts(context, olderThanMs),
    demo,
  };
  app.decorate('payouts', payouts);

  app.addHook('onReady', () => {
    scheduler.every(RESEND_AFTER_MS, () => payouts.sendQueued());
    const provider = demo;
    if (provider !== null) scheduler.every(provider.deliverEveryMs, () => provider.deliverDue());
    return Promise.resolve();
  });
}

/** Decorates the whole app (app.payouts), so registered through fastify-plugin. */
export const payoutsPlugin = fp(addPayouts, {
  name: 'payouts',
  dependencies: ['database', 'settings', 'metrics', 'scheduler'],
});
