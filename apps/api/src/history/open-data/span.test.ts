import { describe, expect, it } from 'vitest';
import { isClosedDay, isClosedSpan, spanStartMs } from './span.js';

// São Paulo is UTC-3 all year: its 2026-11-29 starts at 03:00 UTC.
const DAY_START = Date.UTC(2026, 10, 29, 3);

describe('closed days and spans', () => {
  it('follow the clock across midnight in São Paulo, forwards and back', () => {
    expect(spanStartMs('2026-11-29')).toBe(DAY_START);
    for (const now of [DAY_START - 1, DAY_START, DAY_START - 1, DAY_START + 86_400_000]) {
      const today =
        now >= DAY_START + 86_400_000
          ? '2026-11-30'
          : now >= DAY_START
            ? '2026-11-29'
            : '2026-11-28';
      expect(isClosedDay('2026-11-28', now)).toBe(today > '2026-11-28');
      expect(isClosedDay('2026-11-29', now)).toBe(today > '2026-11-29');
      expect(isClosedSpan(DAY_START, now)).toBe(now >= DAY_START);
    }
  });
});
