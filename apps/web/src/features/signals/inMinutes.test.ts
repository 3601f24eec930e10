import { describe, expect, it } from 'vitest';
import { inMinutes } from './inMinutes';

describe('inMinutes', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(inMinutes(60_000)).toBe('em ~1 min');
    expect(inMinutes(60_001)).toBe('em ~2 min');
    expect(inMinutes(20 * 60_000)).toBe('em ~20 min');
  });

  it('says less than a minute rather than zero or a past time', () => {
    expect(inMinutes(59_999)).toBe('em menos de 1 min');
    expect(inMinutes(-5_000)).toBe('em menos de 1 min');
  });
});
