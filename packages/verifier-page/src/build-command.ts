// `pnpm --filter @velas/verifier-page build`: writes dist/verificador.html, the file the
// api serves at /verificador.html and a player saves (build-page.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { verifierPage } from './build-page.js';

const dist = new URL('../dist/', import.meta.url);
mkdirSync(dist, { recursive: true });
writeFileSync(new URL('verificador.html', dist), verifierPage());
