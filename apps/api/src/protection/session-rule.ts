// Signing out does not end a play session, else signing out and in would reset
// the time limit (docs/product/player-protection.md#play-session).
import { MINUTE_MS } from '@velas/domain/calendar';
import { SESSION_BREAK_MS } from '@velas/domain/protection';
import type { PlaySession } from './protection-repository.js';

export type SessionStep =
  | { kind: 'start' }
  | { kind: 'continue'; session: PlaySession; endsAt: number | null; blockedUntil: number | null };

/** `limitMinutes` null: no limit chosen yet. */
export function sessionStep(
  latest: PlaySession | null,
  limitMinutes: number | null,
  now: number,
): SessionStep {
  if (latest === null || now - latest.lastSeenAt >= SESSION_BREAK_MS) return { kind: 'start' };
  const endsAt = limitMinutes === null ? null : latest.startedAt + limitMinutes * MINUTE_MS;
  if (endsAt === null || now < endsAt)
    return { kind: 'continue', session: latest, endsAt, blockedUntil: null };
  const blockedUntil = endsAt + SESSION_BREAK_MS;
  if (now >= blockedUntil) return { kind: 'start' };
  return { kind: 'continue', session: latest, endsAt, blockedUntil };
}
