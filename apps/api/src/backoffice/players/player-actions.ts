// What a staff member does to a player's account from the back office
// (docs/operations.md#back-office-queues-and-actions), each in one
// transaction with its audit row (staff/staff-audit.ts):
//   reveal     the full CPF and/or birth date, with a reason
//   block      deposits, bets and game starts refused (protection.ts reads
//              the block like a pause); withdrawals stay open, open charges
//              are cancelled and game tokens end, as for a pause
//   unblock    lifts it, with a reason
//   sign out   every session, game token, sign-in link and trusted browser
//   note       kept on the player, shown in the view
import { messages } from '@velas/domain/messages';
import { lockUser } from '../../accounts/accounts-repository.js';
import { endAccountSessions, endGameSessions } from '../../auth/account-sessions.js';
import type { Database, Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { auditStaffAction, type StaffCall } from '../../staff/staff-audit.js';
import { cancelOpenCharges } from '../../wallet/deposits-repository.js';
import {
  insertNote,
  liftAccountBlock,
  openAccountBlock,
  selectPlayer,
} from './players-repository.js';

async function lockKnownPlayer(tx: Queryable, userId: number): Promise<void> {
  if ((await lockUser(tx, userId)) === undefined)
    throw new HttpError(404, messages.staffPlayerNotFound);
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
    if (row === undefined) throw new HttpError(404, messages.staffPlayerNotFound);
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
      ...(fields.includes('birthDate') ? { birthDate: row.birth_date } : {}),
    };
  });
}

export async function blockPlayer(
  db: Database,
  call: StaffCall,
  userId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKnownPlayer(tx, userId);
    const at = new Date(call.now);
    if (!(await openAccountBlock(tx, { userId, reason, staffId: call.staff.id, at })))
      throw new HttpError(409, messages.staffAlreadyBlocked);
    const cancelledCharges = await cancelOpenCharges(tx, userId, at);
    await endGameSessions(tx, userId, at);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'player_blocked',
      userId,
      reason,
      details: { cancelledCharges },
      at: call.now,
    });
  });
}

export async function unblockPlayer(
  db: Database,
  call: StaffCall,
  userId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKnownPlayer(tx, userId);
    const at = new Date(call.now);
    if (!(await liftAccountBlock(tx, { userId, reason, staffId: call.staff.id, at })))
      throw new HttpError(409, messages.staffNotBlocked);
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'player_unblocked',
      userId,
      reason,
      at: call.now,
    });
  });
}

export async function signPlayerOut(
  db: Database,
  call: StaffCall,
  userId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKnownPlayer(tx, userId);
    await endAccountSessions(tx, userId, new Date(call.now));
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'player_signed_out',
      userId,
      reason,
      at: call.now,
    });
  });
}

export async function addPlayerNote(
  db: Database,
  call: StaffCall,
  userId: number,
  body: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKnownPlayer(tx, userId);
    const id = await insertNote(tx, {
      userId,
      staffId: call.staff.id,
      body,
      at: new Date(call.now),
    });
    await auditStaffAction(tx, {
      staff: call.staff,
      action: 'note_added',
      userId,
      details: { noteId: id },
      at: call.now,
    });
    return id;
  });
}
