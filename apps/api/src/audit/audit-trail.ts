// Every change of money, identity, limits, pauses, exclusions and closures
// leaves an audit row in the change's own transaction
// (docs/operations.md#audit-trail): the ledger (money/ledger.ts) and the
// repositories that make those changes call recordAudit, so a new money path
// that goes through postLedgerEntry is audited without doing anything.
// Who acted and the request id come from the request context; outside a
// request the actor is "system".
import { afterCommit } from '../db/after-commit.js';
import type { Queryable } from '../db/database.js';
import { currentActor, requestContext } from '../http/request-context.js';
import { insertAuditRow, type AuditCategory } from './audit-repository.js';

export interface AuditEvent {
  userId: number | null;
  category: AuditCategory;
  /** What happened, in a stable word or two: ledger_entry, kyc_verdict, limits_requested... */
  action: string;
  amountCents?: number;
  /** What the row needs to be read alone; never a password, a token or a full document number. */
  details?: Record<string, unknown>;
  /** When it happened (the api's clock); the database's clock when left out. */
  at?: number;
}

/** Must run inside the transaction of the change it records. */
export async function recordAudit(tx: Queryable, event: AuditEvent): Promise<void> {
  const context = requestContext();
  if (context?.audit === false) return;
  await insertAuditRow(tx, {
    at: event.at === undefined ? null : new Date(event.at),
    userId: event.userId,
    actor: currentActor(),
    category: event.category,
    action: event.action,
    amountCents: event.amountCents ?? null,
    details: event.details ?? {},
    requestId: context?.requestId ?? null,
  });
  const metrics = context?.metrics;
  if (metrics !== undefined)
    afterCommit(() => {
      metrics.auditRows.inc({ category: event.category });
    });
}
