import { describe, expect, it } from 'vitest';
import { sessionStep } from './session-rule.js';

const MINUTE = 60_000;
const session = { id: 1, startedAt: 0, lastSeenAt: 0 };

describe('play session rule', () => {
  it('starts the first session and after 15 idle minutes', () => {
    expect(sessionStep(null, 60, 0)).toEqual({ kind: 'start' });
    expect(sessionStep(session, 60, 15 * MINUTE).kind).toBe('start');
    expect(sessionStep(session, 60, 15 * MINUTE - 1).kind).toBe('continue');
  });

  it('blocks from the limit until 15 minutes after it, however busy', () => {
    const busy = { ...session, lastSeenAt: 59 * MINUTE };
    expect(sessionStep(busy, 60, 60 * MINUTE - 1)).toMatchObject({ blockedUntil: null });
    expect(sessionStep({ ...busy, lastSeenAt: 70 * MINUTE }, 60, 74 * MINUTE)).toMatchObject({
      kind: 'continue',
      endsAt: 60 * MINUTE,
      blockedUntil: 75 * MINUTE,
    });
    expect(sessionStep({ ...busy, lastSeenAt: 74 * MINUTE }, 60, 75 * MINUTE).kind).toBe('start');
  });

  it('has no end while no limit was chosen', () => {
    expect(sessionStep({ ...session, lastSeenAt: 600 * MINUTE }, null, 601 * MINUTE)).toMatchObject(
      {
        endsAt: null,
        blockedUntil: null,
      },
    );
  });
});
