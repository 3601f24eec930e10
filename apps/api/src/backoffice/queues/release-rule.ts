// Counts what the member released for the player within 24 hours, so splitting
// a sum does not avoid the second person (docs/operations/back-office-queues.md#four-eyes).
import { DAY_MS } from '@velas/domain/calendar';
import type { Cents } from '@velas/domain/money';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import { staffActor } from '#/audit/audit-actor.js';
import type { Queryable } from '#/db/database.js';
import { releasedByFor } from './release-rule-repository.js';

export interface HeldItem {
  userId: number;
  amountCents: Cents;
  /** A withdrawal's brake; null for a held win. */
  reviewReason: string | null;
}

export async function releaseNeedsTwoPeople(
  db: Queryable,
  call: { staff: { id: number }; now: number },
  item: HeldItem,
  moneyOut: Pick<MoneyOutSettings, 'withdrawalFourEyesAboveCents'>,
): Promise<boolean> {
  if (item.reviewReason === 'held_win') return true;
  const released = await releasedByFor(
    db,
    staffActor(call.staff.id),
    item.userId,
    new Date(call.now - DAY_MS),
  );
  return released + item.amountCents > moneyOut.withdrawalFourEyesAboveCents;
}
