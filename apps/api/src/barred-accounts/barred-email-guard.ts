// No e-mail but the notice goes to a barred account's address
// (docs/product/player-protection.md#barred-account): the norms forbid any message that invites
// the person back, so every sender of the api (password reset, sign-in link,
// registration notices, and any added later) goes through this guard, and
// only the notice itself (barred-accounts.ts) uses the provider directly.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '#/db/database.js';
import type { EmailSender } from '#/providers/email.js';
import { isBarredAddress } from './barred-accounts-repository.js';

export function barredAddressGuard(
  db: Queryable,
  email: EmailSender,
  log: FastifyBaseLogger,
): EmailSender {
  return {
    async send(message) {
      if (await isBarredAddress(db, message.to)) {
        log.info('e-mail to a barred account skipped');
        return;
      }
      await email.send(message);
    },
  };
}
