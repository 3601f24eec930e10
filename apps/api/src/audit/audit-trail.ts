// The ledger calls it, so a new money path through postLedgerEntry is audited
// without doing anything (docs/operations/audit-trail.md#audit-trail).
import type { Cents } from '@velas/domain/money';
import type { Queryable } from '#/db/database.js';
import { requestContext } from '#/http/request-context.js';
import { countAfterCommit } from '#/metrics/count-after-commit.js';
import type { AuditActor } from './audit-actor.js';
import { insertAuditRow, type AuditCategory } from './audit-repository.js';

export interface AuditEvent {
  /** Who acted: the request's player or staff member, a provider, or the system. */
  actor: AuditActor;
  userId: number | null;
  category: AuditCategory;
  /** What happened, in a stable word or two: ledger_entry, kyc_verdict, limits_requested... */
  action: string;
  amountCents?: Cents;
  /** What the row needs to be read alone; never a password, a token or a full document number. */
  details?: Record<string, unknown>;
  /** When it happened (the api's clock); the database's clock when left out. */
  at?: number;
}

/**
 * In the transaction of the change it records. A row that records no change
 * of its own (a refused sign-in) is written alone, so this takes a Queryable.
 */
export async function recordAudit(tx: Queryable, event: AuditEvent): Promise<void> {
  await insertAuditRow(tx, {
    at: event.at === undefined ? null : new Date(event.at),
    userId: event.userId,
    actor: event.actor,
    category: event.category,
    action: event.action,
    amountCents: event.amountCents ?? null,
    details: event.details ?? {},
    requestId: currentRequestId(),
  });
  countAuditRow(tx, event.category);
}

/**
 * The request id, for a row written here or folded into the change's own
 * statement (money/ledger-repository.ts); null outside a request.
 */
export function currentRequestId(): string | null {
  return requestContext()?.requestId ?? null;
}

export function countAuditRow(db: Queryable, category: AuditCategory): void {
  countAfterCommit(db, (metrics) => {
    metrics.auditRows.inc({ category });
  });
}
