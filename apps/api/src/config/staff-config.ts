// The staff's accounts, sessions and searches in the back office.
import { z } from 'zod';
import { atLeast } from './setting-types.js';

export const staffConfigSchema = z.object({
  /** Hours an enrolment link (`staff create`) stays valid; it works once. */
  STAFF_ENROLMENT_HOURS: atLeast(1).max(168).default(24),
  /**
   * A staff session ends this many hours after its sign-in, however busy it
   * is kept (besides the 15 idle minutes): a stolen cookie does not live for ever.
   */
  STAFF_SESSION_MAX_HOURS: atLeast(1).max(24).default(12),
  /**
   * Wrong TOTP or recovery codes one staff account may take, from any
   * addresses, within LOGIN_FAILURE_WINDOW_SECONDS; past it the account's
   * second step is locked until the oldest of them leaves the window.
   */
  STAFF_SECOND_STEP_MAX_FAILURES: atLeast(1).max(50).default(5),
  /** Player searches one staff member may make per minute (docs/operations/back-office-queues.md#player-view). */
  STAFF_SEARCHES_PER_MINUTE: atLeast(1).default(30),
  /**
   * Searches by CPF that found nobody, per staff member and hour: each one
   * tells whether a guessed CPF exists, so they have a budget of their own.
   */
  STAFF_CPF_MISSES_PER_HOUR: atLeast(1).default(10),
});

export type StaffConfig = z.infer<typeof staffConfigSchema>;
