// The e-mail to a CPF's holder when someone registers with that CPF
// (docs/product.md#cpf-claim). Registration answers the same for every CPF and
// only then, after the answer left, looks up the holder and writes to them, so
// neither the answer nor its timing says the CPF was taken.
import { messages } from '@velas/domain/messages';
import { FORGOT_PASSWORD_PATH, HOME_PATH } from '@velas/domain/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { findCpfHolder } from '../kyc/cpf-claims-repository.js';
import type { EmailSender } from '../providers/email.js';
import { countHolderNoticesSince, insertHolderNotice } from './cpf-holder-notices-repository.js';

/** E-mails per holder per day: more only fill their inbox and the operator's bill. */
export const HOLDER_NOTICES_PER_DAY = 3;
const DAY_MS = 86_400_000;

export interface CpfHolderNotices {
  /** Starts the work for one registration with `cpf` and returns at once. */
  notify(cpf: string): void;
  /** Resolves when every started notice has finished (tests, graceful close). */
  idle(): Promise<void>;
}

export function cpfHolderNotices(options: {
  db: Database;
  email: EmailSender;
  clock: () => number;
  appOrigin: string;
  log: FastifyBaseLogger;
}): CpfHolderNotices {
  const pending = new Set<Promise<void>>();
  const link = (path: string) => new URL(path, options.appOrigin).toString();

  async function send(cpf: string): Promise<void> {
    const now = options.clock();
    const holder = await findCpfHolder(options.db, cpf);
    if (holder === null) return;
    const recent = await countHolderNoticesSince(options.db, holder.id, new Date(now - DAY_MS));
    if (recent >= HOLDER_NOTICES_PER_DAY) {
      options.log.warn({ userId: holder.id }, 'cpf holder notice: daily budget spent');
      return;
    }
    await insertHolderNotice(options.db, holder.id, new Date(now));
    await options.email.send({
      to: holder.email,
      subject: messages.cpfHolderNoticeSubject,
      text: noticeText(holder.verified, link),
    });
    options.log.info({ userId: holder.id }, 'cpf holder notice sent');
  }

  return {
    notify(cpf) {
      const work = send(cpf)
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'cpf holder notice failed');
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}

/**
 * A verified holder keeps the CPF whatever happens and may only have
 * forgotten the account; one never verified learns the CPF goes to whoever
 * proves it first, and gets the way in to prove it.
 */
function noticeText(verified: boolean, link: (path: string) => string): string {
  const body = verified
    ? [messages.cpfHolderNoticeVerified, link(FORGOT_PASSWORD_PATH)]
    : [
        messages.cpfHolderNoticeUnverified,
        link(HOME_PATH),
        '',
        messages.cpfHolderNoticeForgot,
        link(FORGOT_PASSWORD_PATH),
      ];
  return [messages.cpfHolderNoticeIntro, '', ...body, '', messages.cpfHolderNoticeIgnore].join(
    '\n',
  );
}
