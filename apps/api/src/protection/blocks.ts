// A pause and a self-exclusion (docs/product.md#pause-and-self-exclusion):
// the block is written under the player's row lock, and play halts in the
// same transaction (open Pix charges cancelled, game sessions ended), so no
// charge may still be paid and no open game may still bet once it stands.
import { addMonthsInstant } from '@velas/domain/calendar';
import { PAUSE_DURATIONS, protectionRefusals, type PauseDuration } from '@velas/domain/protection';
import { lockUser } from '../accounts/accounts-repository.js';
import type { Tx } from '../db/database.js';
import { Refused } from '../domain-errors.js';
import { activeBlock, insertBlock, type Block } from './protection-repository.js';

/**
 * Stops the player's money and play: the wallet's haltPlay (wallet/halt-play.ts),
 * handed over since the wallet's rules stand on protection's.
 */
export type HaltPlay = (tx: Tx, userId: number, at: number) => Promise<unknown>;

async function startBlock(tx: Tx, userId: number, block: Block, haltPlay: HaltPlay) {
  await insertBlock(tx, userId, block);
  await haltPlay(tx, userId, block.startsAt);
}

export async function startPause(
  tx: Tx,
  userId: number,
  duration: PauseDuration,
  now: number,
  haltPlay: HaltPlay,
): Promise<void> {
  await lockUser(tx, userId);
  const block = { kind: 'pause' as const, startsAt: now, endsAt: now + PAUSE_DURATIONS[duration] };
  await startBlock(tx, userId, block, haltPlay);
}

/**
 * `months` null: an exclusion with no end. One that would end before the
 * exclusion in force is refused, never merged; the one in force is read
 * under the lock, so two requests at once cannot both pass the check.
 */
export async function selfExclude(
  tx: Tx,
  userId: number,
  months: number | null,
  now: number,
  haltPlay: HaltPlay,
): Promise<void> {
  await lockUser(tx, userId);
  const endsAt = months === null ? null : addMonthsInstant(now, months);
  const current = await activeBlock(tx, userId, now);
  if (
    current?.kind === 'exclusion' &&
    (current.endsAt === null || (endsAt !== null && endsAt < current.endsAt))
  )
    throw new Refused(protectionRefusals.exclusionCannotShorten);
  await startBlock(tx, userId, { kind: 'exclusion', startsAt: now, endsAt }, haltPlay);
}
