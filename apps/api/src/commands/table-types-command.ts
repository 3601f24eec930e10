// `pnpm --filter @velas/api run db:types`: writes db/tables.generated.ts from
// the migrations (db/table-types.ts). Run after adding a migration.
import { writeFileSync } from 'node:fs';
import { renderTableTypes, TABLES_FILE } from '#/db/table-types.js';

writeFileSync(TABLES_FILE, await renderTableTypes());
console.log(`db:types: ${TABLES_FILE.pathname} escrito`);
