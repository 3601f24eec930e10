// NOTIFY on the rounds channel, in the caller's transaction (round-feed.ts shapes the payloads).
import type { Tx } from '#/db/database.js';

export async function notifyAll(
  tx: Tx,
  channel: string,
  payloads: readonly string[],
): Promise<void> {
  await tx.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
    channel,
    payloads,
  ]);
}
