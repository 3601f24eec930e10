// A payout provider on 127.0.0.1 that takes payouts as the contract in
// payouts/payout-provider.ts (and docs/api/providers.md#payout-provider) says,
// over real HTTP.
import { answer, bearerIs, startProviderDouble, type ProviderDouble } from './provider-double.js';

export interface TestPayoutProvider extends ProviderDouble {
  apiKey: string;
  /** The requests it accepted: headers that matter and the body. */
  requests: { idempotencyKey: string | undefined; body: Record<string, unknown> }[];
  /** The x-request-id of every request it was sent, accepted or not. */
  requestIds: (string | undefined)[];
  /** Answer every later request with this status (null: accept). */
  answerWith(status: number | null): void;
}

export async function startPayoutProvider(
  apiKey = 'payout-api-key-0123456789',
): Promise<TestPayoutProvider> {
  const requests: TestPayoutProvider['requests'] = [];
  const requestIds: TestPayoutProvider['requestIds'] = [];
  let forcedStatus: number | null = null;
  const double = await startProviderDouble((request, raw, response) => {
    const requestId = request.headers['x-request-id'];
    requestIds.push(typeof requestId === 'string' ? requestId : undefined);
    if (forcedStatus !== null) return answer(response, forcedStatus);
    if (request.method !== 'POST' || request.url !== '/payouts') return answer(response, 404);
    if (!bearerIs(request, apiKey)) return answer(response, 401);
    const key = request.headers['idempotency-key'];
    requests.push({
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body: JSON.parse(raw) as Record<string, unknown>,
    });
    return answer(response, 202, { status: 'accepted' });
  });
  return {
    ...double,
    apiKey,
    requests,
    requestIds,
    answerWith: (status) => {
      forcedStatus = status;
    },
  };
}
