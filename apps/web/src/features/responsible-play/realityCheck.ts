import { MINUTE_MS } from '@velas/domain/calendar';
// The server remembers the answers (a reload does not ask again); the local
// count hides the dialog at once, before the server's answer.

export interface RealityCheckAnswers {
  /** The session the answers belong to (its start, as the api reports it). */
  sessionStartedAt: string;
  /** How many checks of that session the player has answered. */
  count: number;
}

/** The checks a session of `elapsedMs` has earned: one per full interval. */
export function realityChecksEarned(elapsedMs: number, intervalMinutes: number): number {
  return Math.floor(elapsedMs / (intervalMinutes * MINUTE_MS));
}

/** Whether a check is due: the session has earned more than this session's answers. */
export function realityCheckDue(
  session: {
    startedAt: string;
    elapsedMs: number;
    intervalMinutes: number;
    /** The checks of this session the server has recorded as answered. */
    answeredOnServer: number;
  },
  answers: RealityCheckAnswers,
): boolean {
  const answeredHere = answers.sessionStartedAt === session.startedAt ? answers.count : 0;
  const answered = Math.max(answeredHere, session.answeredOnServer);
  return realityChecksEarned(session.elapsedMs, session.intervalMinutes) > answered;
}
