// Answered at once with the same words, the look-up and the e-mail afterwards,
// so neither the answer nor its timing says whether the address exists
// (docs/product/accounts.md#password-change-and-reset).
import { HOUR_MS } from '@velas/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import { findCredentials } from '#/accounts/accounts-repository.js';
import { countLinksSince, insertLink, type LinkTable } from '#/auth/one-time-links-repository.js';
import { newToken } from '#/auth/tokens.js';
import type { Database } from '#/db/database.js';
import type { EmailSender } from '#/providers/email.js';

export interface LinkMailer {
  /** Starts the work for one request and returns at once. */
  request(email: string): void;
  /** Resolves when every started request has finished (tests, graceful close). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  email: EmailSender;
  clock: () => number;
  appOrigin: string;
  log: FastifyBaseLogger;
}

/** One kind of link: where it leads, how long it lives, its table and its words. */
export interface LinkKind {
  /** In the logs: "password reset", "sign-in link". */
  name: string;
  path: string;
  ttlMs: number;
  /** Links per account per hour: more only fill the player's inbox. */
  perAccountPerHour: number;
  /** Where its links are kept (auth/one-time-links-repository.ts). */
  table: LinkTable;
  subject: string;
  text(link: string): string;
}

export function linkMailer(options: MailerOptions, kind: LinkKind): LinkMailer {
  const pending = new Set<Promise<void>>();

  async function send(address: string): Promise<void> {
    const now = options.clock();
    const account = await findCredentials(options.db, address);
    if (account === null || account.closedAt !== null) return;
    const since = new Date(now - HOUR_MS);
    const recent = await countLinksSince(options.db, kind.table, account.id, since);
    if (recent >= kind.perAccountPerHour) {
      options.log.warn({ userId: account.id }, `${kind.name}: hourly budget spent`);
      return;
    }
    const { token, hash } = newToken();
    await insertLink(options.db, kind.table, {
      tokenHash: hash,
      userId: account.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + kind.ttlMs),
    });
    const link = new URL(kind.path, options.appOrigin);
    link.searchParams.set('token', token);
    await options.email.send({
      to: address,
      subject: kind.subject,
      text: kind.text(link.toString()),
    });
    options.log.info({ userId: account.id }, `${kind.name} sent`);
  }

  return {
    request(address) {
      const work = send(address)
        .catch((error: unknown) => {
          options.log.error({ err: error }, `${kind.name} e-mail failed`);
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}
