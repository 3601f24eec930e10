// The reality check's interval and the answers the session already gave
// (docs/product/player-protection.md#play-session), each answered with the
// status they lead to.
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import type { Queryable } from '#/db/database.js';
import { saveRealityCheckMinutes, saveRealityChecksAnswered } from './protection-repository.js';
import { protectionStatus } from './status.js';

export async function chooseRealityCheck(
  db: Queryable,
  { userId, minutes, now }: { userId: number; minutes: number; now: number },
): Promise<ProtectionStatus> {
  await saveRealityCheckMinutes(db, userId, minutes);
  return protectionStatus(db, userId, now);
}

/** 'Continuar' on the reality check, remembered by the session. */
export async function answerRealityCheck(
  db: Queryable,
  { userId, answered, now }: { userId: number; answered: number; now: number },
): Promise<ProtectionStatus> {
  await saveRealityChecksAnswered(db, userId, answered);
  return protectionStatus(db, userId, now);
}
