// Writes src/core/theme/figtree-ptbr-wght.woff2 (and the same file for the
// api's pages in frames, apps/api/public/fonts): the fontsource latin file of
// Figtree (variable weight axis kept whole) cut down to the characters pt-BR
// text uses, so the login's first visit stays within its budget (smaller on
// the wire than the full latin file). fonts.css's unicode-range lists the same
// characters; any other character falls back to the system font.
// Run after upgrading @fontsource-variable/figtree: `pnpm --filter @velas/web run subset-font`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source =
  require.resolve('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2');
const targets = [
  new URL('../src/core/theme/figtree-ptbr-wght.woff2', import.meta.url),
  new URL('../../api/public/fonts/figtree-ptbr-wght.woff2', import.meta.url),
];

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join('');
// Keep in step with the unicode-range in fonts.css.
const latin1 = '\u00a0¡§©«®°±²³·¹º»¼½¾¿×÷ª' + 'ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúü';
const punctuation = '–—‘’“”•…‹›€↑→↓−';

const original = readFileSync(source);
const subset = await subsetFont(original, ascii + latin1 + punctuation, { targetFormat: 'woff2' });
for (const target of targets) writeFileSync(target, subset);
console.log(`figtree-ptbr-wght.woff2: ${original.length} -> ${subset.length} bytes`);
