// Lets a browser the account does not trust yet in while guesses from elsewhere
// slow the login down.
import { MINUTE_MS } from '@velas/domain/calendar';
import { authMessages } from '@velas/domain/messages/auth';
import { SIGN_IN_LINK_PATH } from '@velas/domain/routes';
import { linkMailer, type LinkMailer, type MailerOptions } from './email-link-mailer.js';

/** Shorter than a reset link's: it opens the account itself. */
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS;
export const SIGN_IN_LINKS_PER_ACCOUNT_PER_HOUR = 3;

export function signInLinkMailer(options: MailerOptions): LinkMailer {
  return linkMailer(options, {
    name: 'sign-in link',
    path: SIGN_IN_LINK_PATH,
    ttlMs: SIGN_IN_LINK_TTL_MS,
    perAccountPerHour: SIGN_IN_LINKS_PER_ACCOUNT_PER_HOUR,
    table: 'sign_in_links',
    subject: authMessages.signInLinkEmailSubject,
    text: (link) =>
      [authMessages.signInLinkEmailIntro, '', link, '', authMessages.signInLinkEmailIgnore].join(
        '\n',
      ),
  });
}
