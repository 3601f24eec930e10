// "Alterar senha" (docs/product/accounts.md#password-change-and-reset): the
// current password first, then the new one's strength; the other sessions end
// with it.
import { authMessages } from '@velas/domain/messages/auth';
import { loadPasswordHash, updatePasswordHash } from '#/accounts/accounts-repository.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import { expireLinks } from '#/auth/one-time-links-repository.js';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword, verifyPassword } from '#/auth/passwords.js';
import { hashToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import { Forbidden } from '#/domain-errors.js';

interface PasswordChangeInput {
  userId: number;
  currentPassword: string;
  password: string;
  /** The token of the session that asked, which stays open; null ends them all. */
  sessionToken: string | null;
  scryptLogN: number;
  now: number;
}

/**
 * The new password's hash, the account's unused reset links expired and
 * every other session ended, all in one transaction.
 */
export async function changePassword(db: Database, change: PasswordChangeInput): Promise<void> {
  const { userId, sessionToken } = change;
  const stored = await loadPasswordHash(db, userId);
  if (!(await verifyPassword(change.currentPassword, stored)))
    throw Forbidden.field('current_password', authMessages.currentPasswordWrong);
  refuseGuessablePassword(change.password);
  const hash = await hashPassword(change.password, change.scryptLogN);
  const now = new Date(change.now);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, hash);
    await expireLinks(tx, 'password_resets', userId, now);
    await endAccountSessions(
      tx,
      userId,
      now,
      sessionToken === null ? null : hashToken(sessionToken),
    );
  });
}
