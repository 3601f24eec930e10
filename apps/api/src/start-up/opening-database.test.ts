// server.ts begins opening the database before it loads the app's modules and
// hands the opening to buildApp, which takes the database over.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#/app.js';
import { testConfig } from '#/test/test-config.js';
import { beginOpeningDatabase } from './opening-database.js';

const root = mkdtempSync(join(tmpdir(), 'velas-opening-database-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

// About PGlite's data folder: run once, in the PGlite project.
describe.runIf(inject('testDatabase').engine === 'pglite')('a database opened early', () => {
  it('is taken over by the app, which closes it and leaves no lock file', async () => {
    const provided = inject('testDatabase');
    if (provided.engine !== 'pglite') return;
    const dataDir = join(root, 'taken-over');
    cpSync(provided.template, dataDir, { recursive: true });
    const config = testConfig({ DATA_DIR: dataDir });

    const opening = beginOpeningDatabase(config);
    const app = await buildApp({
      config,
      opening,
      acceptDemoDatabase: true,
      simulateRounds: false,
    });
    try {
      const { rows } = await app.db.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
    }
    // The very database that was opening, closed with the app.
    await expect((await opening).query('SELECT 1')).rejects.toThrow('PGlite is closed');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('fails the start with its own message once awaited, and not before', async () => {
    const dataDir = join(root, 'held');
    // A live process other than this one holds it: the test runner's parent.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    const config = testConfig({ DATA_DIR: dataDir });

    const opening = beginOpeningDatabase(config);
    // Refused at once; vitest would report it if it went unhandled meanwhile.
    await new Promise((resolve) => setImmediate(resolve));

    await expect(buildApp({ config, opening, simulateRounds: false })).rejects.toThrow(
      /já está aberto pelo processo/,
    );
  });
});
