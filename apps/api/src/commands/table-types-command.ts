import { writeFileSync } from 'node:fs';
import { renderTableTypes, TABLES_FILE } from '#/db/table-types.js';

writeFileSync(TABLES_FILE, await renderTableTypes());
console.log(`db:types: ${TABLES_FILE.pathname} escrito`);
