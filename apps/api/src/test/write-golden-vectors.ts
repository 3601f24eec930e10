// Rewrites the golden vectors file from the api's implementation:
//   pnpm --filter @velas/api exec tsx --conditions=@velas/source src/test/write-golden-vectors.ts
// Only after a deliberate change to the scheme; fairness.test.ts fails otherwise.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { goldenVectors } from './golden-vectors.js';

const target = fileURLToPath(
  new URL('../../../../packages/domain/src/fairness/golden-vectors.json', import.meta.url),
);
writeFileSync(target, `${JSON.stringify(goldenVectors(), null, 2)}\n`);
console.log(`escrito: ${target}`);
