// 400/409/422 are refused for good, anything else sent again; the verdict
// arrives only as the signed callback.
import type { PayoutRequest } from '@velas/domain/schemas/provider-callbacks';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';

export type PayoutAnswer = 'accepted' | 'refused' | 'unavailable';

export interface PayoutProvider {
  send(request: PayoutRequest): Promise<PayoutAnswer>;
}

const REFUSED = new Set([400, 409, 422]);

/**
 * A payout provider that lives in this server (the demo's, handed in by the
 * composition): it delivers its own verdicts, and takes the sandbox actions a
 * tester uses in place of a real provider's failures (docs/api/demo.md).
 */
export interface FakePayoutProvider extends PayoutProvider {
  deliverEveryMs: number;
  deliverDue(): Promise<number>;
  /** The sandbox action: this payout fails now. false when it was already settled. */
  fail(payoutId: string): Promise<boolean>;
  /** The sandbox action: the payout of this withdrawal is never answered from now on. */
  goDownFor(withdrawalId: number): void;
}

export function httpPayoutProvider(
  provider: { baseUrl: string; apiKey: string },
  wire: ProviderWire = {},
): PayoutProvider {
  const client = providerClient({
    name: 'payout',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    async send(request) {
      const answer = await client.post('/payouts', request, {
        headers: { 'idempotency-key': request.payout_id },
      });
      if (answer.status === 'unreachable') return 'unavailable';
      if (answer.status >= 200 && answer.status < 300) return 'accepted';
      return REFUSED.has(answer.status) ? 'refused' : 'unavailable';
    },
  };
}

/** Production without a payout provider configured (settings/production-schema.ts refuses to start). */
export const absentPayoutProvider: PayoutProvider = {
  send: () => Promise.resolve('unavailable'),
};
