// Play halts in the transaction that writes the block, under the player's row
// lock, so no charge may still be paid and no open game may still bet once it stands.
import { addMonthsInstant } from '@velas/domain/calendar';
import { PAUSE_DURATIONS, protectionRefusals, type PauseDuration } from '@velas/domain/protection';
import { lockUser } from '#/accounts/accounts-repository.js';
import { type AuditActor } from '#/audit/audit-actor.js';
import type { Tx } from '#/db/database.js';
import { Refused } from '#/domain-errors.js';
import { haltPlay } from './halt-play.js';
import { activeBlock, insertBlock, type Block } from './protection-repository.js';

async function startBlock(tx: Tx, userId: number, block: Block, actor: AuditActor) {
  await insertBlock(tx, userId, block, actor);
  await haltPlay(tx, userId, block.startsAt);
}

interface StartPauseInput {
  userId: number;
  duration: PauseDuration;
  now: number;
  actor: AuditActor;
}

export async function startPause(
  tx: Tx,
  { userId, duration, now, actor }: StartPauseInput,
): Promise<void> {
  await lockUser(tx, userId);
  const block = { kind: 'pause' as const, startsAt: now, endsAt: now + PAUSE_DURATIONS[duration] };
  await startBlock(tx, userId, block, actor);
}

interface SelfExcludeInput {
  userId: number;
  months: number | null;
  now: number;
  actor: AuditActor;
}

/**
 * `months` null: an exclusion with no end. One that would end before the
 * exclusion in force is refused, never merged; the one in force is read
 * under the lock, so two requests at once cannot both pass the check.
 */
export async function selfExclude(
  tx: Tx,
  { userId, months, now, actor }: SelfExcludeInput,
): Promise<void> {
  await lockUser(tx, userId);
  const endsAt = months === null ? null : addMonthsInstant(now, months);
  const current = await activeBlock(tx, userId, now);
  if (
    current?.kind === 'exclusion' &&
    (current.endsAt === null || (endsAt !== null && endsAt < current.endsAt))
  )
    throw new Refused(protectionRefusals.exclusionCannotShorten);
  await startBlock(tx, userId, { kind: 'exclusion', startsAt: now, endsAt }, actor);
}
