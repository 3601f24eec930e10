import { MINUTE_MS } from '@velas/domain/calendar';
import { authMessages } from '@velas/domain/messages/auth';
import { PASSWORD_RESET_PATH } from '@velas/domain/routes';
import { linkMailer, type LinkMailer, type MailerOptions } from './email-link-mailer.js';

export const RESET_TTL_MS = 30 * MINUTE_MS;
/** Links per account per hour: more only fill the player's inbox. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export type ResetMailer = LinkMailer;

export function resetMailer(options: MailerOptions): ResetMailer {
  return linkMailer(options, {
    name: 'password reset',
    path: PASSWORD_RESET_PATH,
    ttlMs: RESET_TTL_MS,
    perAccountPerHour: RESETS_PER_ACCOUNT_PER_HOUR,
    table: 'password_resets',
    subject: authMessages.passwordResetEmailSubject,
    text: (link) =>
      [
        authMessages.passwordResetEmailIntro,
        '',
        link,
        '',
        authMessages.passwordResetEmailIgnore,
      ].join('\n'),
  });
}
