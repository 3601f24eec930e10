// `pnpm --filter @velas/demo-pages build`: writes dist/crash-game.js and
// dist/kyc-widget.js, the files the api serves (build-pages.ts).
import { buildPages } from './build-pages.js';

await buildPages(new URL('../dist/', import.meta.url));
