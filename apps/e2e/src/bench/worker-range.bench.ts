// `npm run bench` (turbo's bench task): 100,000 rounds on one of the built
// web app's analysis workers in headless Chromium, checked as the app checks
// a range (segments, joins held), against the one-worker target; then a year of one
// house (1.3 million rounds) on a pool of them, one per core, with the
// targets (docs/architecture.md#performance-targets: the year in under 5 s,
// >= 1,000,000 rounds a second), the pool's rate over the one worker's from
// the same run, and the year again with one odd changed in the middle, which
// must be named by its round id. The built app is served by a small static
// server here, with the chains as binary files: the workers need an http
// origin, not the api. The rounds' download from the api is not measured.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chooseChromium, CHROMIUM_FLAGS } from '../harness/browser.js';
import { repoRoot } from '../harness/paths.js';
import {
  builtWorkerPath,
  honestChainFile,
  poolSentence,
  rateSentence,
  RANGE_ROUNDS,
  verifyInBuiltPool,
  YEAR_ROUNDS,
} from '../support/worker-pool-range.js';

const webDist = join(repoRoot, 'apps/web/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

const range = honestChainFile(RANGE_ROUNDS);
const RANGE_PATH = '/bench-range.bin';
const year = honestChainFile(YEAR_ROUNDS);
const CHAIN_PATH = '/bench-chain.bin';

const server = createServer((request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
  const chainFile = { [RANGE_PATH]: range, [CHAIN_PATH]: year }[path];
  if (chainFile !== undefined) {
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(chainFile.bytes);
    return;
  }
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
  const rangeChain = {
    salt: range.salt,
    terminatingHash: range.terminatingHash,
    count: range.count,
  };
  const outcome = await verifyInBuiltPool(page, builtWorkerPath(webDist), RANGE_PATH, rangeChain, {
    workers: 1,
  });
  if (outcome.mismatches !== 0 || !outcome.joinsHold || !outcome.reachedTerminatingHash)
    throw new Error(`a cadeia honesta não conferiu: ${JSON.stringify(outcome)}`);
  console.log(`verificar intervalo, ${choice.source}: ${rateSentence(outcome)}`);

  const yearChain = { salt: year.salt, terminatingHash: year.terminatingHash, count: year.count };
  const pooled = await verifyInBuiltPool(page, builtWorkerPath(webDist), CHAIN_PATH, yearChain);
  if (pooled.mismatches !== 0 || !pooled.joinsHold || !pooled.reachedTerminatingHash)
    throw new Error(`o ano honesto não conferiu: ${JSON.stringify(pooled)}`);
  console.log(`verificar um ano, ${choice.source}: ${poolSentence(pooled)}`);
  console.log(
    `pool / um worker, mesma execução: ${(pooled.roundsPerSecond / outcome.roundsPerSecond).toFixed(1)}x`,
  );
  const middle = Math.floor(YEAR_ROUNDS / 2);
  const tampered = await verifyInBuiltPool(page, builtWorkerPath(webDist), CHAIN_PATH, yearChain, {
    tamperAt: middle,
  });
  const namedId = YEAR_ROUNDS - middle;
  const named = tampered.mismatches === 1 && tampered.firstMismatchId === namedId;
  console.log(
    `ano com a odd da rodada #${String(namedId)} alterada: ${String(tampered.mismatches)} divergência(s), a primeira na rodada #${String(tampered.firstMismatchId)}: ${named ? 'named' : 'NOT NAMED'}`,
  );
  if (!named) throw new Error('a rodada alterada no meio do ano não foi apontada');
} finally {
  await browser.close();
  server.close();
}
