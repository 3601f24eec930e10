// Wires the payout provider into the app: the operator's in production, the
// built-in demo provider in a demo; and the jobs that send queued payouts
// again (a provider that did not answer, a process killed after its commit)
// and, in a demo, deliver the demo provider's verdicts after a restart.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { selfFetch, selfUrl } from '../provider-wire/self-fetch.js';
import {
  demoPayoutProvider,
  DEMO_PAYOUT_DELAY_MS,
  type CallbackPoster,
  type DemoPayoutProvider,
} from './demo-payout-provider.js';
import {
  absentPayoutProvider,
  httpPayoutProvider,
  type PayoutProvider,
} from './payout-provider.js';
import {
  RESEND_AFTER_MS,
  sendAfterCommit,
  sendPayout,
  sendQueuedPayouts,
  type PayoutContext,
} from './payouts.js';
import type { Scheduler } from './scheduler.js';

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
  /** The demo's built-in provider; null in production. */
  demo: DemoPayoutProvider | null;
}

/**
 * The demo provider calls back over real HTTP to the address this server
 * listens on; an app that only answers inject() (tests) is called in process.
 */
function postToSelf(app: FastifyInstance): CallbackPoster {
  const post = selfFetch(app);
  return async (path, rawBody, headers) => {
    try {
      const response = await post(selfUrl(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: rawBody,
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };
}

function addPayouts(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }): void {
  const { settings } = app;
  const configured = settings.operator.providers.payouts;
  let demo: DemoPayoutProvider | null = null;
  let provider: PayoutProvider;
  if (settings.demoSecret !== null) {
    demo = demoPayoutProvider({
      db: app.db,
      clock: app.clock,
      secret: settings.demoSecret,
      scheduler,
      post: postToSelf(app),
    });
    provider = demo;
  } else {
    provider = configured === undefined ? absentPayoutProvider : httpPayoutProvider(configured);
  }
  const context: PayoutContext = { db: app.db, clock: app.clock, provider, log: app.log };
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
    if (provider !== null) scheduler.every(DEMO_PAYOUT_DELAY_MS, () => provider.deliverDue());
    return Promise.resolve();
  });
  app.addHook('preClose', () => {
    scheduler.cancelAll();
    return Promise.resolve();
  });
}

/** Decorates the whole app (app.payouts), so registered through fastify-plugin. */
export const payoutsPlugin = fp(addPayouts);
