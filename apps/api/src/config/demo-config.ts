// What only a demo uses: its seeded data and the end-to-end tests' clock.
import { z } from 'zod';
import { flag } from './setting-types.js';

export const demoConfigSchema = z.object({
  /** Seeds the demo account, catalogue and test registries at start (idempotent). */
  SEED: flag.default(true),
  /**
   * Demo only, for end-to-end tests: a file holding milliseconds the api's
   * clock runs ahead of the system's (clock.ts offsetClock). Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
});
