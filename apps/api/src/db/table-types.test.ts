import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderTableTypes, TABLES_FILE } from './table-types.js';

// Every migration on a fresh PGlite: seconds alone, much longer on a busy machine.
const MIGRATING_MS = 180_000;

it('tables.generated.ts matches the migrations', { timeout: MIGRATING_MS }, async () => {
  const written = readFileSync(TABLES_FILE, 'utf8');
  expect(
    written === (await renderTableTypes()),
    'db/tables.generated.ts is stale: run `pnpm --filter @velas/api run db:types` and commit it',
  ).toBe(true);
});
