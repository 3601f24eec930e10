// The operator's payout provider: sends a withdrawal to the player's Pix key
// or refunds a received payment (docs/api/providers.md#payout-provider).
//   POST {baseUrl}/payouts   Authorization: Bearer {apiKey}
//                            Idempotency-Key: <payout_id>
//   body: PayoutRequest (packages/domain schemas/provider-callbacks.ts)
//   200 | 201 | 202   accepted (a repeat of the same key too)
//   400 | 409 | 422   refused for good: the payout fails, a withdrawal's money returns
//   anything else     not answered: the payout stays queued and is sent again
// The verdict arrives only as the provider's signed callback.
import type { PayoutRequest } from '@velas/domain/schemas/provider-callbacks';
import type { FetchFn } from '../providers/http-json.js';
import { PROVIDER_TIMEOUT_MS } from '../providers/http-json.js';

export type PayoutAnswer = 'accepted' | 'refused' | 'unavailable';

export interface PayoutProvider {
  send(request: PayoutRequest): Promise<PayoutAnswer>;
}

const REFUSED = new Set([400, 409, 422]);

export function httpPayoutProvider(
  provider: { baseUrl: string; apiKey: string },
  fetchFn: FetchFn = fetch,
): PayoutProvider {
  const url = `${provider.baseUrl.replace(/\/+$/, '')}/payouts`;
  return {
    async send(request) {
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${provider.apiKey}`,
            'idempotency-key': request.payout_id,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 300) return 'accepted';
        return REFUSED.has(response.status) ? 'refused' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}

/** Production without a payout provider configured (production-check refuses to start so). */
export const absentPayoutProvider: PayoutProvider = {
  send: () => Promise.resolve('unavailable'),
};
