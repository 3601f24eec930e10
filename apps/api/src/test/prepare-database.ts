// What a fresh test database gets once per run, before it is copied per file.
import type { Database } from '#/db/database.js';
import { migrate } from '#/db/migrate.js';
import { seed } from '#/seed/seed.js';
import { createTestClock } from './test-clock.js';
import { testConfig } from './test-config.js';

export async function prepareTemplate(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, { config: testConfig(), now: createTestClock().now(), demo: true });
}
