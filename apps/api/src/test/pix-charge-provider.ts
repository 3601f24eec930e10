// A payment provider on 127.0.0.1 that creates Pix charges as its contract
// says (docs/api/providers.md#payment-provider, wallet/pix-charges.ts), over
// real HTTP:
//   POST /charges   Authorization: Bearer {apiKey}
//   { "charge_id", "amount_cents", "expires_in_seconds" }
//   201 { "br_code", "expires_at" }
// Its expiry is its own (`lifetimeSeconds`), which need not be the 400 s the
// api asks for: the api must use what the provider answers.
import { answer, bearerIs, startProviderDouble, type ProviderDouble } from './provider-double.js';

export interface TestPixChargeProvider extends ProviderDouble {
  apiKey: string;
  /** The requests it received: the bearer it was shown and the body. */
  requests: { authorization: string | undefined; path: string; body: unknown }[];
  /** Every later request gets this answer instead (null: the contract's 201). */
  answerWith(answer: { status: number; body?: unknown } | null): void;
  /**
   * Holds the answer to the next charge until the test releases it: a slow
   * provider driven by the test, not by a timer. `received` resolves when
   * that request arrived.
   */
  holdNext(): { received: Promise<void>; release(): void };
}

export async function startPixChargeProvider(options: {
  apiKey?: string;
  /** Seconds from the provider's clock `now()` to the charge's expiry. */
  lifetimeSeconds: number;
  now: () => number;
}): Promise<TestPixChargeProvider> {
  const apiKey = options.apiKey ?? 'payment-api-key-teste-4Jd8Qw2Ls7Xn';
  const requests: TestPixChargeProvider['requests'] = [];
  let forced: { status: number; body?: unknown } | null = null;
  let hold: { arrived(): void; released: Promise<void> } | null = null;
  const double = await startProviderDouble(async (request, raw, response) => {
    const held = hold;
    hold = null;
    if (held !== null) {
      held.arrived();
      await held.released;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ authorization: request.headers.authorization, path: request.url ?? '', body });
    if (forced !== null) return answer(response, forced.status, forced.body ?? {});
    if (request.method !== 'POST' || request.url !== '/charges') return answer(response, 404, {});
    if (!bearerIs(request, apiKey)) return answer(response, 401, {});
    const charge = body as { charge_id?: string; amount_cents?: number };
    return answer(response, 201, {
      br_code: `00020101021226850014br.gov.bcb.pix2563pix.example.com/qr/${String(charge.charge_id)}5204000053039865802BR6304ABCD`,
      expires_at: new Date(options.now() + options.lifetimeSeconds * 1000).toISOString(),
    });
  });
  return {
    ...double,
    apiKey,
    requests,
    answerWith: (next) => {
      forced = next;
    },
    holdNext: () => {
      let arrived = () => {};
      let release = () => {};
      const received = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { received, release };
    },
  };
}
