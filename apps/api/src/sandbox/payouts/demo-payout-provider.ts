// Pays or fails by a signed callback over HTTP, as a real one does, and keeps
// its own table so a restart still settles them.
import { randomBytes } from 'node:crypto';
import { walletMessages } from '@velas/domain/messages/wallet';
import {
  payoutRequestSchema,
  type PayoutCallback,
  type PayoutRequest,
} from '@velas/domain/schemas/provider-callbacks';
import type { FastifyInstance } from 'fastify';
import pMap from 'p-map';
import type { Clock } from '#/clock.js';
import type { Queryable } from '#/db/database.js';
import type { Scheduler } from '#/jobs/scheduler.js';
import type { FakePayoutProvider } from '#/payouts/payout-provider.js';
import type { FakePayouts } from '#/payouts/payouts-plugin.js';
import { selectPayout } from '#/payouts/payouts-repository.js';
import { selfFetch, selfUrl } from '#/provider-wire/self-fetch.js';
import { signatureHeaders } from '#/provider-wire/signature.js';
import {
  insertOrder,
  markOrderDelivered,
  markOrderFailing,
  selectDueOrders,
  type OrderRow,
} from './demo-payout-orders-repository.js';

export const DEMO_PAYOUT_DELAY_MS = 5_000;
export const PAYOUT_CALLBACK_PATH = '/providers-api/payout/callback';

/** POSTs a signed callback; resolves to the HTTP status, or 0 when nothing answered. */
export type CallbackPoster = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<number>;

/**
 * Callbacks posted side by side, as a provider does. Posted one after
 * another, they fell behind a busy api and verdicts came minutes late
 * (reliability/concurrency.test.ts).
 */
const DELIVERY_LANES = 8;
/** Orders read per query; a pass reads pages until none is due. */
const DUE_PAGE_ROWS = 100;

/** Answers after which the callback is not sent again: taken, or refused for good. */
const FINAL_ANSWERS = new Set([200, 404, 409, 422]);

interface DemoPayoutProviderInput {
  db: Queryable;
  clock: Clock;
  secret: string;
  scheduler: Scheduler;
  post: CallbackPoster;
  delayMs?: number;
}

export function demoPayoutProvider(options: DemoPayoutProviderInput): FakePayoutProvider {
  const { db, clock, secret, scheduler, post } = options;
  const delayMs = options.delayMs ?? DEMO_PAYOUT_DELAY_MS;
  // One delivery pass at a time in this process; another process may deliver
  // the same order too, and the callback's settlement is idempotent.
  let running: Promise<number> | null = null;
  const downFor = new Set<number>();

  async function deliver(order: OrderRow): Promise<boolean> {
    const event: PayoutCallback = {
      event_id: `demo-payout-${randomBytes(12).toString('hex')}`,
      type: order.outcome === 'paid' ? 'payout.paid' : 'payout.failed',
      payout_id: order.payoutId,
      amount_cents: order.amountCents,
      ...(order.outcome === 'failed' ? { reason: walletMessages.payoutDemoFailure } : {}),
    };
    const rawBody = JSON.stringify(event);
    const status = await post(
      PAYOUT_CALLBACK_PATH,
      rawBody,
      signatureHeaders(secret, clock(), rawBody),
    );
    return FINAL_ANSWERS.has(status);
  }

  async function deliverAll(orders: OrderRow[]): Promise<number> {
    const taken = await pMap(
      orders,
      async (order) => {
        if (!(await deliver(order))) return false;
        await markOrderDelivered(db, order.payoutId, new Date(clock()));
        return true;
      },
      { concurrency: DELIVERY_LANES },
    );
    return taken.filter(Boolean).length;
  }

  async function deliverPass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await selectDueOrders(db, new Date(clock()), DUE_PAGE_ROWS);
      const taken = await deliverAll(due);
      delivered += taken;
      if (due.length < DUE_PAGE_ROWS || taken === 0) return delivered;
    }
  }

  function deliverDue(): Promise<number> {
    running ??= deliverPass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    deliverEveryMs: DEMO_PAYOUT_DELAY_MS,
    async send(request: PayoutRequest) {
      // Like a real provider: a malformed request is refused for good.
      if (!payoutRequestSchema.safeParse(request).success) return 'refused';
      const withdrawalId = (await selectPayout(db, request.payout_id))?.withdrawalId;
      if (withdrawalId != null && downFor.has(withdrawalId)) return 'unavailable';
      await insertOrder(db, request.payout_id, request.amount_cents, new Date(clock() + delayMs));
      scheduler.after(delayMs, deliverDue);
      return 'accepted';
    },
    deliverDue,
    async fail(payoutId) {
      if (!(await markOrderFailing(db, payoutId, new Date(clock())))) return false;
      await running;
      await deliverDue();
      return true;
    },
    goDownFor(withdrawalId) {
      downFor.add(withdrawalId);
    },
  };
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

/** The demo provider as the app's fake payout provider (payouts/payouts-plugin.ts), signing with `secret`. */
export function sandboxPayouts(secret: string): FakePayouts {
  return (app: FastifyInstance, scheduler: Scheduler) =>
    demoPayoutProvider({ db: app.db, clock: app.clock, secret, scheduler, post: postToSelf(app) });
}
