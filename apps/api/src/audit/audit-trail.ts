// Every change of money, identity, limits, pauses, exclusions and closures
// leaves an audit row in the change's own transaction
// (docs/operations.md#audit-trail): the ledger (money/ledger.ts) and the
// repositories that make those changes call recordAudit, so a new money path
// that goes through postLedgerEntry is audited without doing anything.
// Who acted and the request id come from the request context; outside a
// request the actor is "system".
import type { Cents } from '@velas/domain/money';
import { afterCommit } from '../db/after-commit.js';
import type { Queryable } from '../db/database.js';
import { currentActor, requestContext } from '../http/request-context.js';
import { insertAuditRow, type AuditCategory } from './audit-repository.js';

export interface AuditEvent {
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
  const who = auditAuthor();
  await insertAuditRow(tx, {
    at: event.at === undefined ? null : new Date(event.at),
    userId: event.userId,
    actor: who.actor,
    category: event.category,
    action: event.action,
    amountCents: event.amountCents ?? null,
    details: event.details ?? {},
    requestId: who.requestId,
  });
  countAuditRow(event.category);
}

/**
 * Who acts and the request id, for a row written here or folded into the
 * change's own statement (money/ledger-repository.ts).
 */
export function auditAuthor(): { actor: string; requestId: string | null } {
  return { actor: currentActor(), requestId: requestContext()?.requestId ?? null };
}

/** Counted once the row is committed (docs/operations.md#what-to-watch). */
export function countAuditRow(category: AuditCategory): void {
  const metrics = requestContext()?.metrics;
  if (metrics !== undefined)
    afterCommit(() => {
      metrics.auditRows.inc({ category });
    });
}
