// What only a demo uses: its seeded data.
import { z } from 'zod';
import { flag } from './setting-types.js';

export const demoConfigSchema = z.object({
  /** Seeds the demo account, catalogue and test registries at start (idempotent). */
  SEED: flag.default(true),
});
