// The payout of a withdrawal, as tests look it up: its id is a UUIDv7
// (payouts/payout-ids.ts) that nothing else derives.
import type { Queryable } from '../db/database.js';
import { selectWithdrawalPayoutId } from '../payouts/payouts-repository.js';

export async function withdrawalPayoutId(db: Queryable, withdrawalId: number): Promise<string> {
  const id = await selectWithdrawalPayoutId(db, withdrawalId);
  if (id === undefined) throw new Error(`withdrawal ${String(withdrawalId)} has no payout`);
  return id;
}
