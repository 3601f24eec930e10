// A payout provider on 127.0.0.1 that takes payouts as the contract in
// payouts/payout-provider.ts (and docs/api/providers.md#payout-provider) says,
// over real HTTP. Like a real one it keeps its own book, outside our
// database (so a restore of ours does not touch it): a payout id it has
// already taken is a repeat, answered 200 and never paid again, whatever
// the body.
import {
  answer,
  bearerIs,
  startProviderDouble,
  useProviderDouble,
  type ProviderDouble,
} from './provider-double.js';

/** The payout callbacks' secret of every test (never printed in a document). */
export const TEST_PAYOUT_CALLBACK_SECRET = 'teste-payout-callback-7Hq2Vx9Lm4Rt8Kw3Zp6Ny1Bc5';

export interface TestPayoutProvider extends ProviderDouble {
  apiKey: string;
  /**
   * The requests it accepted: headers that matter, the body, and whether
   * its id was already taken (a repeat moves no money).
   */
  requests: {
    idempotencyKey: string | undefined;
    body: Record<string, unknown>;
    repeat: boolean;
  }[];
  /** The payouts it took as new, by payout id: what it pays. */
  orders: Map<string, Record<string, unknown>>;
  /** The x-request-id of every request it was sent, accepted or not. */
  requestIds: (string | undefined)[];
  /** Answer every later request with this status (null: accept). */
  answerWith(status: number | null): void;
}

export async function startPayoutProvider(
  apiKey = 'payout-api-key-0123456789',
): Promise<TestPayoutProvider> {
  const requests: TestPayoutProvider['requests'] = [];
  const orders: TestPayoutProvider['orders'] = new Map();
  const requestIds: TestPayoutProvider['requestIds'] = [];
  let forcedStatus: number | null = null;
  const double = await startProviderDouble((request, raw, response) => {
    const requestId = request.headers['x-request-id'];
    requestIds.push(typeof requestId === 'string' ? requestId : undefined);
    if (forcedStatus !== null) return answer(response, forcedStatus);
    if (request.method !== 'POST' || request.url !== '/payouts') return answer(response, 404);
    if (!bearerIs(request, apiKey)) return answer(response, 401);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    const body = JSON.parse(raw) as Record<string, unknown>;
    const id = key ?? String(body.payout_id);
    const repeat = orders.has(id);
    requests.push({ idempotencyKey: key, body, repeat });
    if (repeat) return answer(response, 200, { status: 'accepted' });
    orders.set(id, body);
    return answer(response, 202, { status: 'accepted' });
  });
  return {
    ...double,
    apiKey,
    requests,
    orders,
    requestIds,
    answerWith: (status) => {
      forcedStatus = status;
    },
  };
}

/** The operator's payout settings that point at `provider`. */
export function payoutSettings(provider: TestPayoutProvider) {
  return {
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    callbackSecret: TEST_PAYOUT_CALLBACK_SECRET,
  };
}

/** The double for a test file (useProviderDouble). */
export function usePayoutProvider(): TestPayoutProvider {
  return useProviderDouble(() => startPayoutProvider());
}
