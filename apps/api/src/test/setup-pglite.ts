// vitest globalSetup (project "pglite"): builds one migrated, seeded PGlite
// data directory per run; each test file copies it (creating one takes seconds,
// copying a fraction of that).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#/db/pglite.js';
import { prepareTemplate } from './prepare-database.js';

/** @public vitest loads it by its path (vitest.config.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'velas-api-template-'));
  const templateDir = join(root, 'pgdata');
  const db = await openPglite(templateDir);
  await prepareTemplate(db);
  await db.close();
  project.provide('testDatabase', { engine: 'pglite', template: templateDir });
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}
