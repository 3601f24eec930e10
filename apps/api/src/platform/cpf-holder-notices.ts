// Sent only after the answer left, so neither the answer nor its timing says
// the CPF or e-mail was taken (docs/product/kyc.md#cpf-claim).
import { DAY_MS } from '@velas/domain/calendar';
import { kycMessages } from '@velas/domain/messages/kyc';
import { FORGOT_PASSWORD_PATH, HOME_PATH } from '@velas/domain/routes';
import type { FastifyBaseLogger } from 'fastify';
import { findCpfHolderContact, findCredentials } from '#/accounts/accounts-repository.js';
import type { Database } from '#/db/database.js';
import type { EmailSender } from '#/providers/email.js';
import { countHolderNoticesSince, insertHolderNotice } from './cpf-holder-notices-repository.js';

/** Notices per account per day: more only fill their inbox and the operator's bill. */
export const HOLDER_NOTICES_PER_DAY = 3;

export interface CpfHolderNotices {
  notify(cpf: string): void;
  notifyEmailOwner(email: string): void;
  /** Resolves when every started notice has finished (tests, graceful close). */
  idle(): Promise<void>;
}

interface CpfHolderNoticesInput {
  db: Database;
  email: EmailSender;
  clock: () => number;
  appOrigin: string;
  log: FastifyBaseLogger;
}

export function cpfHolderNotices(options: CpfHolderNoticesInput): CpfHolderNotices {
  const pending = new Set<Promise<void>>();
  const link = (path: string) => new URL(path, options.appOrigin).toString();

  /** Spends one of the account's daily notices; false when none is left. */
  async function spend(userId: number, kind: string): Promise<boolean> {
    const now = options.clock();
    const recent = await countHolderNoticesSince(options.db, userId, new Date(now - DAY_MS));
    if (recent >= HOLDER_NOTICES_PER_DAY) {
      options.log.warn({ userId }, `${kind}: daily budget spent`);
      return false;
    }
    await insertHolderNotice(options.db, userId, new Date(now));
    return true;
  }

  async function sendToHolder(cpf: string): Promise<void> {
    const holder = await findCpfHolderContact(options.db, cpf);
    if (holder === null || !(await spend(holder.id, 'cpf holder notice'))) return;
    await options.email.send({
      to: holder.email,
      subject: kycMessages.cpfHolderNoticeSubject,
      text: noticeText(holder.verified, link),
    });
    options.log.info({ userId: holder.id }, 'cpf holder notice sent');
  }

  async function sendToEmailOwner(email: string): Promise<void> {
    const owner = await findCredentials(options.db, email);
    // A closed account has no password to reset: nothing to offer its owner.
    if (owner === null || owner.closedAt !== null) return;
    if (!(await spend(owner.id, 'email owner notice'))) return;
    const text = [
      kycMessages.emailOwnerNoticeIntro,
      '',
      kycMessages.emailOwnerNoticeForgot,
      link(FORGOT_PASSWORD_PATH),
      '',
      kycMessages.emailOwnerNoticeIgnore,
    ].join('\n');
    await options.email.send({ to: email, subject: kycMessages.emailOwnerNoticeSubject, text });
    options.log.info({ userId: owner.id }, 'email owner notice sent');
  }

  function start(work: Promise<void>, kind: string): void {
    const tracked = work
      .catch((error: unknown) => {
        options.log.error({ err: error }, `${kind} failed`);
      })
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    notify(cpf) {
      start(sendToHolder(cpf), 'cpf holder notice');
    },
    notifyEmailOwner(email) {
      start(sendToEmailOwner(email), 'email owner notice');
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
    ? [kycMessages.cpfHolderNoticeVerified, link(FORGOT_PASSWORD_PATH)]
    : [
        kycMessages.cpfHolderNoticeUnverified,
        link(HOME_PATH),
        '',
        kycMessages.cpfHolderNoticeForgot,
        link(FORGOT_PASSWORD_PATH),
      ];
  return [
    kycMessages.cpfHolderNoticeIntro,
    '',
    ...body,
    '',
    kycMessages.cpfHolderNoticeIgnore,
  ].join('\n');
}
