import { readFileSync } from 'node:fs';
import type { Clock } from '#/clock.js';

/**
 * The system clock moved on by the milliseconds written in `file` (a decimal
 * number; a missing or empty file is 0), read at every call. For end-to-end
 * tests of rules that wait hours (a limit raise, a pause's end): the test
 * writes the offset, the running api sees it on its next request.
 */
export function offsetClock(file: string): Clock {
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      // No file yet: no offset.
    }
    const offset = text === '' ? 0 : Number(text);
    if (!Number.isFinite(offset)) throw new Error(`TEST_CLOCK_FILE: not a number: ${text}`);
    return Date.now() + offset;
  };
}
