import { describe, expect, it } from 'vitest';
import { hourCounts, sharedWindow } from './sharedWindow.ts';

const at = (utc: string, odd = 1.5) => ({ odd, time: Date.parse(utc) });

describe('the window both houses are compared on', () => {
  it('starts at the later of the two samples, so both count the same hours', () => {
    const a = [at('2026-11-29T18:00:00Z'), at('2026-11-29T15:00:00Z'), at('2026-11-29T12:00:00Z')];
    const b = [at('2026-11-29T18:30:00Z'), at('2026-11-29T14:00:00Z')];
    const shared = sharedWindow(a, b);
    expect(shared.since).toBe(Date.parse('2026-11-29T14:00:00Z'));
    expect(shared.a).toEqual(a.slice(0, 2));
    expect(shared.b).toEqual(b);
  });

  it('has no start while a house has no rounds', () => {
    const a = [at('2026-11-29T18:00:00Z')];
    expect(sharedWindow(a, [])).toEqual({ a, b: [], since: null });
  });

  it('counts the rounds at the target in each São Paulo hour', () => {
    const rounds = [
      at('2026-11-29T18:10:00Z', 12),
      at('2026-11-29T18:50:00Z', 10),
      at('2026-11-29T18:55:00Z', 9.99),
      at('2026-11-29T20:05:00Z', 40),
    ];
    // 18h UTC is 15h in São Paulo.
    expect(hourCounts(rounds, 10)).toEqual([
      { hour: 15, count: 2 },
      { hour: 17, count: 1 },
    ]);
  });
});
