// The test harnesses' knobs, read from the environment of the process they
// start (docs/api/testing.md#the-test-server). The api itself reads none of them.
import { z } from 'zod';
import { systemClock } from '#/clock.js';
import { flag } from '#/config/setting-types.js';
import type { HarnessOptions } from '#/serve.js';
import { offsetClock } from './offset-clock.js';

const knobsSchema = z.object({
  /**
   * A file holding the milliseconds the api's clock runs ahead of the
   * system's (offset-clock.ts): the e2e flows move it for the 24-hour rules.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /** Off for the reliability suite, whose workloads feed their own rounds. */
  TEST_SIMULATE_ROUNDS: flag.default(true),
});

const MOVED_CLOCK_REFUSED =
  'TEST_CLOCK_FILE: inseguro (o relógio adiantado é só para testes; remova a variável)';

/** The options the knobs in `env` add; a moved clock is refused in production. */
export function harnessOptions(env: Record<string, string | undefined>): HarnessOptions {
  return (runtime) => {
    const knobs = knobsSchema.parse(env);
    if (knobs.TEST_CLOCK_FILE === undefined) return { simulateRounds: knobs.TEST_SIMULATE_ROUNDS };
    if (runtime.settings.mode === 'production') throw new Error(MOVED_CLOCK_REFUSED);
    return {
      clock: offsetClock(knobs.TEST_CLOCK_FILE),
      simulateRounds: knobs.TEST_SIMULATE_ROUNDS,
      // Rounds keep real time under a moved clock: a day ahead must not
      // simulate a day of rounds that every later request would then see.
      roundsClock: systemClock,
    };
  };
}
