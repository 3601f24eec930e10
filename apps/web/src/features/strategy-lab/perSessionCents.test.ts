import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { perSessionCents } from './figureFormats.ts';

describe('perSessionCents', () => {
  it('shares a sum over the sessions to the nearest centavo', () => {
    // The design review's run: R$ 31.094,00 lost over 10.000 sessions.
    expect(perSessionCents(toCents(3_109_400), 10_000)).toBe(311);
    expect(perSessionCents(toCents(3_000_000), 10_000)).toBe(300);
    expect(perSessionCents(toCents(3_105_000), 10_000)).toBe(311);
    expect(perSessionCents(toCents(3_104_999), 10_000)).toBe(310);
    expect(perSessionCents(toCents(-25), 2)).toBe(-12);
    expect(perSessionCents(toCents(500), 0)).toBe(0);
  });
});
