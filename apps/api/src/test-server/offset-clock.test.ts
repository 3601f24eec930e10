import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offsetClock } from './offset-clock.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-clock-'));
afterEach(() => {
  vi.useRealTimers();
});

describe('offsetClock (TEST_CLOCK_FILE)', () => {
  it('runs ahead of the system clock by what the file says at each call', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00.000Z') });
    const file = join(folder, 'offset');
    const clock = offsetClock(file);
    expect(clock()).toBe(Date.parse('2026-03-10T12:00:00.000Z'));
    writeFileSync(file, String(24 * 3_600_000));
    expect(clock()).toBe(Date.parse('2026-03-11T12:00:00.000Z'));
    writeFileSync(file, 'amanhã');
    expect(() => clock()).toThrow(/not a number/);
    rmSync(file);
    expect(clock()).toBe(Date.parse('2026-03-10T12:00:00.000Z'));
  });
});
