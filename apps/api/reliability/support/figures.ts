// Each reliability test leaves its size and figures on its task meta; the
// figures reporter turns them into artifacts/reliability/reliability.md
// (`npm run figures` publishes it as docs/reliability-figures.md).
import type { TestContext } from 'vitest';
import { longRun } from './random.js';

export interface ReliabilityFigures {
  /** What the test covers, one line. */
  property: string;
  /** Its size: ops, cycles, requests. */
  size: string;
  variant: 'short (CI)' | 'long (RELIABILITY_LONG=1)';
  figures: Record<string, number | string>;
}

declare module 'vitest' {
  interface TaskMeta {
    reliability?: ReliabilityFigures;
  }
}

/** Records (and re-records as it grows) what a test did; call early and again at the end. */
export function recordFigures(
  context: TestContext,
  property: string,
  size: string,
  figures: Record<string, number | string> = {},
): void {
  context.task.meta.reliability = {
    property,
    size,
    variant: longRun ? 'long (RELIABILITY_LONG=1)' : 'short (CI)',
    figures,
  };
}
