// Run by the build (`pnpm run build`), not by an operator: writes the prepared
// PGlite data directory beside the compiled code (db/fresh-pglite.ts).
import { writeFreshPglite } from '#/db/fresh-pglite-writer.js';

await writeFreshPglite();
