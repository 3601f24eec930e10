// `npm run bench` (turbo's bench task): 100,000 rounds through the built web
// app's analysis worker in headless Chromium, once, printing the rate against
// the target of 50,000 rounds a second (docs/architecture.md#performance-targets). The built app is served by a
// small static server here: the worker needs an http origin, not the api.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chooseChromium, CHROMIUM_FLAGS } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import {
  builtWorkerPath,
  honestChain,
  rateSentence,
  RANGE_ROUNDS,
  verifyInBuiltWorker,
} from '../support/worker-range.js';

const webDist = join(repoRoot, 'apps/web/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const server = createServer((request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = join(webDist, path === '/' ? 'index.html' : path);
  if (!file.startsWith(webDist) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const choice = await chooseChromium();
const browser = await chromium.launch({
  executablePath: choice.executablePath,
  headless: true,
  chromiumSandbox: false,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage();
  // The app's own start is not measured: an empty page of its origin is enough.
  await page.goto(`http://127.0.0.1:${String(port)}/robots-missing`);
  const chain = honestChain(RANGE_ROUNDS);
  const outcome = await verifyInBuiltWorker(page, builtWorkerPath(webDist), chain);
  if (outcome.mismatches !== 0 || !outcome.reachedTerminatingHash)
    throw new Error(`a cadeia honesta não conferiu: ${JSON.stringify(outcome)}`);
  console.log(`verificar intervalo, ${choice.source}: ${rateSentence(outcome)}`);
} finally {
  await browser.close();
  server.close();
}
