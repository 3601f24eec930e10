import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '#/clock.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { productionSettings } from '#/test/production-app.js';
import { testConfig } from '#/test/test-config.js';
import { harnessOptions } from './harness-options.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-harness-'));
const demo = { config: testConfig(), settings: demoRuntimeSettings() };
afterEach(() => {
  vi.useRealTimers();
});

describe('harnessOptions (the test server’s knobs)', () => {
  it('adds nothing but the simulator, on, without a knob: the api as server.ts starts it', () => {
    expect(harnessOptions({})(demo)).toEqual({ simulateRounds: true });
  });

  it('turns the simulator off for the reliability suite', () => {
    expect(harnessOptions({ TEST_SIMULATE_ROUNDS: 'false' })(demo)).toEqual({
      simulateRounds: false,
    });
  });

  it('moves the app’s clock by the file and keeps the rounds on the system clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00.000Z') });
    const file = join(folder, 'offset');
    writeFileSync(file, String(24 * 3_600_000));
    const added = harnessOptions({ TEST_CLOCK_FILE: file })(demo);
    expect(added.clock?.()).toBe(Date.parse('2026-03-11T12:00:00.000Z'));
    expect(added.roundsClock).toBe(systemClock);
    expect(added.simulateRounds).toBe(true);
  });

  it('refuses a moved clock in production', () => {
    const production = {
      config: testConfig({ APP_MODE: 'production' }),
      settings: productionSettings(),
    };
    expect(() => harnessOptions({ TEST_CLOCK_FILE: join(folder, 'offset') })(production)).toThrow(
      /^TEST_CLOCK_FILE: inseguro \(o relógio adiantado é só para testes; remova a variável\)$/,
    );
  });
});
