// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy beside every text file of dist/ that compression shrinks, so
// the api (@fastify/static's preCompressed) sends them as they are, spending
// no CPU per request, at ratios too slow to reach per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|ico|txt|woff)$/;
/** Under this a response fits a packet or two whatever its encoding. */
const MIN_BYTES = 1024;

// The build's folder: dist/, or the one given (the e2e suite's second deploy builds elsewhere).
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let plain = 0;
let brotli = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  // A copy that saves nothing would only cost a disk read.
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  plain += source.length;
  brotli += Math.min(br.length, source.length);
}
console.log(
  `precompress: ${(plain / 1024).toFixed(0)} KB of text -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);
