// The money that goes back out settles after the workload: the demo payout
// provider pays DEMO_PAYOUT_DELAY_MS after accepting a payout, and a payout a
// killed process never sent is sent again by the resend job (RESEND_AFTER_MS).
// The tests wait for every payout to be final before the last check, so
// "every payout paid, or failed and returned exactly once" is checked on
// settled money (docs/product/wallet.md#wallet-withdrawals).
import type pg from 'pg';
import { vi } from 'vitest';
import type { Sql } from './sql.js';

/** Time for the resend job (every 30 s), the demo delay and its delivery job. */
const SETTLE_TIMEOUT_MS = 150_000;
const POLL_MS = 1_000;

/** A charge's 400 s gone by: its expiry moved into the past, if it is still open. */
export function expireChargeWith(client: pg.Client) {
  return async (depositId: string): Promise<void> => {
    await client.query(
      "UPDATE deposits SET expires_at = now() - interval '1 second' WHERE id = $1 AND status = 'pending'",
      [depositId],
    );
  };
}

/** Waits until no payout is queued or sent; the seconds it took. Throws on timeout. */
export async function waitForPayoutsSettled(sql: Sql): Promise<number> {
  const started = performance.now();
  await vi.waitFor(
    async () => {
      const open = await sql<{ status: string; count: number }>(
        `SELECT status, count(*)::int AS count FROM payouts
         WHERE status IN ('queued', 'sent') GROUP BY status ORDER BY status`,
      );
      if (open.length === 0) return;
      const counts = open.map((row) => `${String(row.count)} ${row.status}`).join(', ');
      throw new Error(`payouts still unsettled after ${SETTLE_TIMEOUT_MS} ms: ${counts}`);
    },
    { timeout: SETTLE_TIMEOUT_MS, interval: POLL_MS },
  );
  return (performance.now() - started) / 1000;
}
