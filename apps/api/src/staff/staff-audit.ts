import type { Cents } from '@velas/domain/money';
import type { AuditEvent } from '@velas/domain/schemas/audit';
import type { FastifyRequest } from 'fastify';
import { staffActor } from '#/audit/audit-actor.js';
import { auditRowsFiltered } from '#/audit/audit-repository.js';
import { recordAudit } from '#/audit/audit-trail.js';
import type { Queryable } from '#/db/database.js';
import type { StaffIdentity } from './route-access.js';

export interface StaffCall {
  staff: StaffIdentity;
  now: number;
}

export const staffCall = (request: FastifyRequest): StaffCall => ({
  staff: request.staff,
  now: request.server.clock(),
});

export interface StaffAction {
  staff: StaffIdentity;
  /** A stable word or two: player_blocked, adjustment_proposed, cpf_revealed... */
  action: string;
  /** The player the action is about; null or absent for none (a payment of an unknown charge). */
  userId?: number | null;
  reason?: string | null;
  amountCents?: Cents;
  /** Never a full CPF, a birth date, a password or a token: a reveal records which fields, not their values. */
  details?: Record<string, unknown>;
  at: number;
}

/**
 * Records what a staff member did, inside the transaction of the change it
 * records (so both commit or neither; the database itself for a row written
 * alone). The rows the change itself writes (a ledger entry, a withdrawal
 * released) are given the same actor by their callers.
 */
export async function auditStaffAction(tx: Queryable, event: StaffAction): Promise<void> {
  const { staff } = event;
  await recordAudit(tx, {
    actor: staffActor(staff.id),
    userId: event.userId ?? null,
    category: 'staff',
    action: event.action,
    amountCents: event.amountCents,
    details: {
      ...event.details,
      staffId: staff.id,
      staffRole: staff.role,
      staffEmail: staff.email,
      ...(event.reason === undefined || event.reason === null ? {} : { reason: event.reason }),
    },
    at: event.at,
  });
}

interface AuditEventsOfInput {
  staffId?: number;
  userId?: number;
  after: number;
  limit: number;
}

/**
 * The audit trail screen: what one staff member did, a player's trail, or
 * both, after the row `after`, oldest first.
 */
export async function auditEventsOf(
  db: Queryable,
  query: AuditEventsOfInput,
): Promise<AuditEvent[]> {
  const { staffId, userId, after, limit } = query;
  const filter = {
    ...(staffId === undefined ? {} : { actor: staffActor(staffId) }),
    ...(userId === undefined ? {} : { userId }),
  };
  const rows = await auditRowsFiltered(db, filter, after, limit);
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.userId,
    actor: row.actor,
    category: row.category,
    action: row.action,
    amountCents: row.amountCents,
    details: row.details,
    requestId: row.requestId,
  }));
}
