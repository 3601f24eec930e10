// The reset link's second half (docs/product/accounts.md#password-change-and-reset):
// a dead link is said before a weak password, and refusing rolls back, so a
// live link stays usable.
import { authMessages } from '@velas/domain/messages/auth';
import { updatePasswordHash } from '#/accounts/accounts-repository.js';
import { endAccountSessions } from '#/auth/account-sessions.js';
import { consumeLink, expireLinks } from '#/auth/one-time-links-repository.js';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { hashPassword } from '#/auth/passwords.js';
import { hashToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import { Invalid } from '#/domain-errors.js';

interface PasswordResetInput {
  /** The link's token, as the e-mail carried it. */
  token: string;
  password: string;
  scryptLogN: number;
  now: number;
}

/**
 * Uses up the link and sets the password; the account's other reset links
 * and every session end with it. The id of the account reset.
 */
export async function resetPassword(db: Database, reset: PasswordResetInput): Promise<number> {
  const hash = await hashPassword(reset.password, reset.scryptLogN);
  const now = new Date(reset.now);
  return db.transaction(async (tx) => {
    // Undefined for a used, expired or unknown link, or a closed account's.
    const account = await consumeLink(tx, 'password_resets', hashToken(reset.token), now);
    if (account === undefined)
      throw Invalid.field('token', authMessages.passwordResetInvalid, 'link_invalid');
    // A dead link is said first; refusing rolls back, so a live link stays usable.
    refuseGuessablePassword(reset.password);
    await updatePasswordHash(tx, account.id, hash);
    await expireLinks(tx, 'password_resets', account.id, now);
    await endAccountSessions(tx, account.id, now);
    return account.id;
  });
}
