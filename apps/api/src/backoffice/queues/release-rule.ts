// Counts what the member released for the player within 24 hours, so splitting
// a sum does not avoid the second person (docs/operations/back-office-queues.md#four-eyes).
import { DAY_MS } from '@velas/domain/calendar';
import { toCents, type Cents } from '@velas/domain/money';
import type { MoneyOutSettings } from '@velas/domain/schemas/operator-settings';
import { staffActor } from '#/audit/audit-actor.js';
import type { Queryable } from '#/db/database.js';
import { releasedByForEach } from './release-rule-repository.js';

export interface HeldItem {
  userId: number;
  amountCents: Cents;
  /** A withdrawal's brake; null for a held win. */
  reviewReason: string | null;
}

type Call = { staff: { id: number }; now: number };
type FourEyes = Pick<MoneyOutSettings, 'withdrawalFourEyesAboveCents'>;

/** For each item, whether the member may not release it alone: one query for them all. */
export async function releasesNeedTwoPeople(
  db: Queryable,
  call: Call,
  items: readonly HeldItem[],
  moneyOut: FourEyes,
): Promise<boolean[]> {
  const counted = items.filter((item) => item.reviewReason !== 'held_win');
  const players = [...new Set(counted.map((item) => item.userId))];
  const released =
    players.length === 0
      ? new Map<number, Cents>()
      : await releasedByForEach(
          db,
          staffActor(call.staff.id),
          players,
          new Date(call.now - DAY_MS),
        );
  return items.map(
    (item) =>
      item.reviewReason === 'held_win' ||
      (released.get(item.userId) ?? toCents(0)) + item.amountCents >
        moneyOut.withdrawalFourEyesAboveCents,
  );
}

export async function releaseNeedsTwoPeople(
  db: Queryable,
  call: Call,
  item: HeldItem,
  moneyOut: FourEyes,
): Promise<boolean> {
  const [needsTwo] = await releasesNeedTwoPeople(db, call, [item], moneyOut);
  return needsTwo ?? true;
}
