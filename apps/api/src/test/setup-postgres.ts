// vitest globalSetup (project "postgres", only when TEST_DATABASE_URL is set):
// one migrated, seeded template database per run; each test file gets a fresh
// database created from it (CREATE DATABASE ... TEMPLATE is fast).
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#/db/postgres.js';
import { databaseUrl } from './postgres-urls.js';
import { prepareTemplate } from './prepare-database.js';

/** @public vitest loads it by its path (vitest.config.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Test infrastructure, not the app: the server URL comes straight from the environment.
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const template = `velas_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const db = openPostgres(databaseUrl(serverUrl, template), 2);
  await prepareTemplate(db);
  await db.close();
  project.provide('testDatabase', { engine: 'postgres', template, serverUrl });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
