// A start that fails after the database opened (here once the modules
// registered) closes it: on PGlite its lock file is gone, so the next start is
// not refused as "already open".
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#/app.js';
import { testConfig } from '#/test/test-config.js';
import { WHOLE_DATABASE } from '#/test/whole-database-timeout.js';
import { StartUpSteps } from './start-up-steps.js';

const dir = mkdtempSync(join(tmpdir(), 'velas-failed-start-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a start that fails after the database opened', () => {
  it(
    'closes the database it opened and leaves no lock file',
    async () => {
      const dataDir = join(dir, 'data');
      const startUp = new StartUpSteps();
      const broken = new Error('a module failed');
      vi.spyOn(startUp, 'done').mockImplementation((step) => {
        if (step === 'register the modules') throw broken;
      });

      await expect(
        buildApp({ config: testConfig({ DATA_DIR: dataDir }), startUp, simulateRounds: false }),
      ).rejects.toBe(broken);

      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      // A fresh data folder runs every migration: seconds alone, minutes beside
      // the other suites on a loaded machine; the limit is not what this checks.
    },
    WHOLE_DATABASE.timeout,
  );
});
