import { staffMessages } from '@velas/domain/staff/staff-messages';
import { lockUser } from '#/accounts/accounts-repository.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import type { Database, Tx } from '#/db/database.js';
import { Conflict, NotFound } from '#/domain-errors.js';
import { haltPlay } from '#/protection/halt-play.js';
import { auditStaffAction, type StaffAction, type StaffCall } from '#/staff/staff-audit.js';
import {
  insertNote,
  liftAccountBlock,
  openAccountBlock,
  selectPlayer,
} from './players-repository.js';

async function lockKnownPlayer(tx: Tx, userId: number): Promise<void> {
  if ((await lockUser(tx, userId)) === undefined)
    throw new NotFound(staffMessages.staffPlayerNotFound);
}

export type RevealField = 'cpf' | 'birthDate';

export async function revealPlayer(
  db: Database,
  call: StaffCall,
  userId: number,
  request: { fields: readonly RevealField[]; reason: string },
): Promise<{ cpf?: string; birthDate?: string | null }> {
  return db.transaction(async (tx) => {
    const row = await selectPlayer(tx, userId);
    if (row === undefined) throw new NotFound(staffMessages.staffPlayerNotFound);
    const fields = [...new Set(request.fields)];
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'player_revealed',
      userId,
      reason: request.reason,
      details: { fields },
      at: call.now,
    });
    return {
      ...(fields.includes('cpf') ? { cpf: row.cpf } : {}),
      ...(fields.includes('birthDate') ? { birthDate: row.birthDate } : {}),
    };
  });
}

/** What the audit row of an action on a player says besides who, on whom and when. */
type PlayerAudit = Pick<StaffAction, 'action' | 'reason' | 'details'>;

/** `work` under the player's lock, in one transaction with the audit row it describes. */
async function actOnPlayer(
  db: Database,
  call: StaffCall,
  userId: number,
  work: (tx: Tx, at: Date) => Promise<PlayerAudit>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKnownPlayer(tx, userId);
    const audit = await work(tx, new Date(call.now));
    await auditStaffAction(tx, { ...audit, staff: call.staff, userId, at: call.now });
  });
}

/** An action on a player's account that staff take with a written reason. */
type ReasonedAction = (
  db: Database,
  call: StaffCall,
  userId: number,
  reason: string,
) => Promise<void>;

export const blockPlayer: ReasonedAction = (db, call, userId, reason) =>
  actOnPlayer(db, call, userId, async (tx, at) => {
    if (!(await openAccountBlock(tx, { userId, reason, staffId: call.staff.id, at })))
      throw new Conflict(staffMessages.staffAlreadyBlocked);
    const { cancelledCharges } = await haltPlay(tx, userId, at.getTime());
    return { action: 'player_blocked', reason, details: { cancelledCharges } };
  });

export const unblockPlayer: ReasonedAction = (db, call, userId, reason) =>
  actOnPlayer(db, call, userId, async (tx, at) => {
    if (!(await liftAccountBlock(tx, { userId, reason, staffId: call.staff.id, at })))
      throw new Conflict(staffMessages.staffNotBlocked);
    return { action: 'player_unblocked', reason };
  });

export const signPlayerOut: ReasonedAction = (db, call, userId, reason) =>
  actOnPlayer(db, call, userId, async (tx, at) => {
    await endAccountSessions(tx, userId, at);
    return { action: 'player_signed_out', reason };
  });

export async function addPlayerNote(
  db: Database,
  call: StaffCall,
  userId: number,
  body: string,
): Promise<number> {
  let id = 0;
  await actOnPlayer(db, call, userId, async (tx, at) => {
    id = await insertNote(tx, { userId, staffId: call.staff.id, body, at });
    return { action: 'note_added', details: { noteId: id } };
  });
  return id;
}
