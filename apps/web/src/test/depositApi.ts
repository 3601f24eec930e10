// The deposit screen's api as its tests arrange it: charges that answer,
// charges brought back open, refusals, an identity not yet verified, and a
// loss limit that counts the charges.
import { toCents } from '@velas/domain/money';
import { depositRequestSchema } from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import * as fixtures from './fixtures.ts';
import { API } from './handlers.ts';
import { server } from './server.ts';

/** What the charge endpoint was sent: the amounts in cents and the Idempotency-Keys. */
export interface SeenDeposits {
  amounts: number[];
  keys: (string | null)[];
}

/**
 * Charges created for what is asked (after `answered`), no open charge, and
 * each charge read back in the state `status` gives.
 */
export function depositApi(
  status: () => 'pending' | 'paid' = () => 'pending',
  answered: Promise<void> = Promise.resolve(),
): SeenDeposits {
  const seen: SeenDeposits = { amounts: [], keys: [] };
  server.use(
    http.post(`${API}/api/deposits`, async ({ request }) => {
      const { amount } = depositRequestSchema.parse(await request.json());
      seen.amounts.push(amount);
      seen.keys.push(request.headers.get('idempotency-key'));
      await answered;
      return HttpResponse.json(fixtures.deposit({ amount }), { status: 201 });
    }),
    // Listed first: the charge's path below would also match `open`.
    http.get(`${API}/api/deposits/open`, () => HttpResponse.json(fixtures.openDeposits())),
    http.get(`${API}/api/deposits/:id`, () =>
      HttpResponse.json(fixtures.deposit({ status: status() })),
    ),
  );
  return seen;
}

/** The R$ 50,00 charge a player left open, created at 12:00:00Z (it expires at 12:06:40Z). */
export const openCharge = (status: 'pending' | 'cancelled' = 'pending') =>
  fixtures.deposit({ id: 'dep-open', amount: 5000, status }).data;

/** The api's clock two minutes after the open charge was created. */
export const TWO_MINUTES_IN = '2026-11-22T12:02:00.000Z';

/** The open charge brought back, two minutes after it was created. */
export function chargeLeftOpen(): ReturnType<typeof openCharge> {
  const open = openCharge();
  server.use(
    http.get(`${API}/api/deposits/open`, () =>
      HttpResponse.json(fixtures.openDeposits([open], TWO_MINUTES_IN)),
    ),
  );
  return open;
}

/** Every charge refused with `message` and this HTTP status. */
export function depositRefused(status: number, message: string): void {
  server.use(
    http.post(`${API}/api/deposits`, () => HttpResponse.json({ message, errors: {} }, { status })),
  );
}

/** The identity check has not approved the player. */
export function identityNotVerified(): void {
  server.use(http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)));
}

/**
 * The api reserves an open charge in the period (docs/product/player-protection.md#loss-limit):
 * once a R$ 100,00 charge is created, the protection status counts it.
 */
export function limitCountsCharges(): void {
  let created = false;
  depositApi();
  server.use(
    http.post(`${API}/api/deposits`, () => {
      created = true;
      return HttpResponse.json(fixtures.deposit({ amount: 10000 }), { status: 201 });
    }),
    http.get(`${API}/api/protection/status`, () => {
      const status = fixtures.protectionStatus();
      if (created && status.period) {
        status.period.net = toCents(10000);
        status.period.awaiting = toCents(10000);
      }
      return HttpResponse.json(status);
    }),
  );
}
