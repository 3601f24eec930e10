// "Esqueci minha senha" (docs/product.md#password-change-and-reset): the
// request is answered at once with the same words whether or not the e-mail
// has an account, and the look-up and the e-mail happen afterwards, so
// neither the answer nor its timing says whether the address exists.
import { messages } from '@velas/domain/messages';
import { PASSWORD_RESET_PATH } from '@velas/domain/routes';
import type { FastifyBaseLogger } from 'fastify';
import { findCredentials } from '../accounts/accounts-repository.js';
import { newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import type { EmailSender } from '../providers/email.js';
import { countPasswordResetsSince, insertPasswordReset } from './password-resets-repository.js';

export const RESET_TTL_MS = 30 * 60_000;
/** Links per account per hour: more only fill the player's inbox. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export interface ResetMailer {
  /** Starts the work for one request and returns at once. */
  request(email: string): void;
  /** Resolves when every started request has finished (tests, graceful close). */
  idle(): Promise<void>;
}

export function resetMailer(options: {
  db: Database;
  email: EmailSender;
  clock: () => number;
  appOrigin: string;
  log: FastifyBaseLogger;
}): ResetMailer {
  const pending = new Set<Promise<void>>();

  async function send(address: string): Promise<void> {
    const now = options.clock();
    const account = await findCredentials(options.db, address);
    if (account === null || account.closed_at !== null) return;
    const recent = await countPasswordResetsSince(
      options.db,
      account.id,
      new Date(now - 3_600_000),
    );
    if (recent >= RESETS_PER_ACCOUNT_PER_HOUR) {
      options.log.warn({ userId: account.id }, 'password reset: hourly budget spent');
      return;
    }
    const { token, hash } = newToken();
    await insertPasswordReset(options.db, {
      tokenHash: hash,
      userId: account.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + RESET_TTL_MS),
    });
    const link = new URL(PASSWORD_RESET_PATH, options.appOrigin);
    link.searchParams.set('token', token);
    await options.email.send({
      to: address,
      subject: messages.passwordResetEmailSubject,
      text: resetEmailText(link.toString()),
    });
    options.log.info({ userId: account.id }, 'password reset link sent');
  }

  return {
    request(address) {
      const work = send(address)
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'password reset e-mail failed');
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}

function resetEmailText(link: string): string {
  return [messages.passwordResetEmailIntro, '', link, '', messages.passwordResetEmailIgnore].join(
    '\n',
  );
}
