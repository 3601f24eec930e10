// Run by the build, not by an operator.
import { writeFreshPglite } from '#/db/fresh-pglite-writer.js';

await writeFreshPglite();
