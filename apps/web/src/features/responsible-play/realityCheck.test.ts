import { describe, expect, it } from 'vitest';
import { realityCheckDue, realityChecksEarned } from './realityCheck.ts';

const MINUTE = 60_000;
const startedAt = '2026-03-01T12:00:00.000Z';
const none = { sessionStartedAt: '', count: 0 };

describe('realityChecksEarned', () => {
  it('earns one check per full interval, none before the first', () => {
    expect(realityChecksEarned(0, 30)).toBe(0);
    expect(realityChecksEarned(30 * MINUTE - 1, 30)).toBe(0);
    expect(realityChecksEarned(30 * MINUTE, 30)).toBe(1);
    expect(realityChecksEarned(60 * MINUTE - 1, 30)).toBe(1);
    expect(realityChecksEarned(60 * MINUTE, 30)).toBe(2);
    expect(realityChecksEarned(45 * MINUTE, 15)).toBe(3);
  });
});

describe('realityCheckDue', () => {
  const session = (elapsedMinutes: number, intervalMinutes = 30, answeredOnServer = 0) => ({
    startedAt,
    elapsedMs: elapsedMinutes * MINUTE,
    intervalMinutes,
    answeredOnServer,
  });

  it('is due exactly when an interval completes, not a millisecond before', () => {
    expect(realityCheckDue({ ...session(30), elapsedMs: 30 * MINUTE - 1 }, none)).toBe(false);
    expect(realityCheckDue(session(30), none)).toBe(true);
  });

  it('stays answered until the next interval completes', () => {
    const answered = { sessionStartedAt: startedAt, count: 1 };
    expect(realityCheckDue(session(30), answered)).toBe(false);
    expect(realityCheckDue(session(59), answered)).toBe(false);
    expect(realityCheckDue(session(60), answered)).toBe(true);
  });

  it('counts the answers of this session only: a new session starts again', () => {
    const earlier = { sessionStartedAt: '2026-03-01T09:00:00.000Z', count: 4 };
    expect(realityCheckDue(session(30), earlier)).toBe(true);
    expect(realityCheckDue(session(29), earlier)).toBe(false);
  });

  it('counts the answers the server remembers (a reload does not ask again)', () => {
    expect(realityCheckDue(session(45, 30, 1), none)).toBe(false);
    expect(realityCheckDue(session(60, 30, 1), none)).toBe(true);
    expect(realityCheckDue(session(60, 30, 2), { sessionStartedAt: startedAt, count: 1 })).toBe(
      false,
    );
  });

  it('follows the chosen interval', () => {
    expect(realityCheckDue(session(15, 15), none)).toBe(true);
    expect(realityCheckDue(session(15, 60), none)).toBe(false);
  });
});
