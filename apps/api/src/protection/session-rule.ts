// What a play session is. A session starts with the first authenticated
// request and runs while requests keep coming less than 15 minutes apart.
// Signing out does not end it (else signing out and in would reset the time
// limit); 15 minutes without any request do. Once it has lasted the session
// limit, deposits, game starts and signals are refused until 15 minutes after
// the limit was reached; the next request after that starts a new session.
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
