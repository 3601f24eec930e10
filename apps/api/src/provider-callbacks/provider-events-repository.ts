// Stored in the same transaction as the effect, so a failed effect may be
// retried and a repeated one is refused.
import type { Queryable, Tx } from '#/db/database.js';

export type ProviderName = 'payment' | 'kyc' | 'payout';

/** false when this event id was already accepted. */
export async function claimProviderEvent(
  tx: Tx,
  provider: ProviderName,
  eventId: string,
  now: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO provider_events (provider, event_id, received_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, eventId, new Date(now)],
  );
  return rows.length === 1;
}

/** Deletes the events received more than `keptMs` before `now`; their signatures are refused anyway. */
export async function purgeExpiredProviderEvents(
  db: Queryable,
  { now, keptMs }: { now: Date; keptMs: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - keptMs);
  return (await db.query('DELETE FROM provider_events WHERE received_at < $1', [cutoff])).rowCount;
}
