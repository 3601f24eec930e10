import { buildPages } from './build-pages.js';

await buildPages(new URL('../dist/', import.meta.url));
