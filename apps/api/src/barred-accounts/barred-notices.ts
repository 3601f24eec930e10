import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#/clock.js';
import type { Database } from '#/db/database.js';
import type { EmailSender } from '#/providers/email.js';
import {
  insertBarredStep,
  markNoticeSent,
  unsentNotices,
  type BarredNotice,
} from './barred-accounts-repository.js';

export interface NoticeDeps {
  db: Database;
  clock: Clock;
  /** The provider itself, not the guarded sender: the notice is the one e-mail a barred address gets. */
  email: EmailSender;
  log: FastifyBaseLogger;
}

async function sendNotice(deps: NoticeDeps, notice: BarredNotice): Promise<void> {
  await deps.email.send({ to: notice.address, subject: notice.subject, text: notice.body });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (await markNoticeSent(tx, notice.userId, now))
      await insertBarredStep(tx, { userId: notice.userId, step: 'notice_sent', now });
  });
  deps.log.info({ userId: notice.userId }, 'barred account: notice sent');
}

/** Sends the notices not sent yet (of one account, or of all); a failed one waits for the next run. Answers how many went. */
export async function sendUnsentNotices(deps: NoticeDeps, userId?: number): Promise<number> {
  let sent = 0;
  for (const notice of await unsentNotices(deps.db, userId)) {
    try {
      await sendNotice(deps, notice);
      sent += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, userId: notice.userId },
        'barred account: notice not sent, retrying',
      );
    }
  }
  return sent;
}
