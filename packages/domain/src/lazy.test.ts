import { describe, expect, it } from 'vitest';
import { lazy } from './lazy.js';

describe('lazy', () => {
  it('builds the value on the first call, once', () => {
    let built = 0;
    const value = lazy(() => {
      built += 1;
      return { built };
    });
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });
});
