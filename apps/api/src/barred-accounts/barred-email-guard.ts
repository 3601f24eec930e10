// The norms forbid any message that invites the person back, so every sender
// goes through this guard, and only the notice itself (barred-accounts.ts)
// uses the provider directly (docs/product/player-protection.md#barred-account).
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
