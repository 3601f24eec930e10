// Stored in the same transaction as the effect, so a failed effect may be
// retried and a repeated one is refused.
import type { Tx } from '#/db/database.js';

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
