// A player's round alerts (docs/product/round-alerts.md): at most
// ALERTS_PER_USER each, counted under the account's lock.
import { alertsMessages } from '@velas/domain/messages/alerts';
import { ALERTS_PER_USER, type AlertRule, type RoundAlert } from '@velas/domain/schemas/alerts';
import type { Database, Queryable } from '#/db/database.js';
import { NotFound, Refused } from '#/domain-errors.js';
import { deleteAlert, insertAlert, listAlerts } from './alerts-repository.js';

export function alertsOf(db: Queryable, userId: number): Promise<RoundAlert[]> {
  return listAlerts(db, userId);
}

/** The alert kept; refused once the player has ALERTS_PER_USER. */
export async function addAlert(
  db: Database,
  { userId, rule }: { userId: number; rule: AlertRule },
): Promise<RoundAlert> {
  const alert = await db.transaction((tx) => insertAlert(tx, userId, rule, ALERTS_PER_USER));
  if (alert === null) throw new Refused(alertsMessages.alertLimitReached);
  return alert;
}

/** Not found when the alert is gone or another player's. */
export async function removeAlert(
  db: Queryable,
  { userId, id }: { userId: number; id: number },
): Promise<void> {
  if (!(await deleteAlert(db, userId, id))) throw new NotFound(alertsMessages.alertNotFound);
}
