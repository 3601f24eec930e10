// vitest globalSetup: build, start one api per worker, each with a fresh
// embedded database, launch one Chromium, and stop them all whatever happens.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from './api-process.js';
import { launchBrowserServer } from './browser.js';
import { artifactsDir, repoRoot } from './paths.js';
import './provided.js';
import { e2eWorkers } from './workers.js';

function buildProduct(): void {
  // Under `turbo run e2e` the e2e task already depends on ^build (TURBO_HASH
  // is set for turbo's tasks): building again from inside turbo only waits.
  if (process.env.TURBO_HASH) return;
  const result = spawnSync(process.execPath, ['tooling/bootstrap/run.mjs', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('O build da api e do app web falhou');
}

/** E2E_BASE_URL points the suite at an api you started yourself; its database is then yours to keep fresh. */
async function existingApi(): Promise<RunningApi | null> {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) return null;
  const health = await fetch(new URL('/health', baseUrl));
  if (!health.ok) throw new Error(`${baseUrl}/health respondeu ${health.status}`);
  return {
    baseUrl: new URL(baseUrl).origin,
    ingestApiKey: process.env.E2E_INGEST_API_KEY ?? '',
    clockFile: process.env.E2E_CLOCK_FILE ?? null,
    stop: () => Promise.resolve(),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Old screenshots and traces would pass for this run's.
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });

  const existing = await existingApi();
  if (!existing) buildProduct();
  const apis: RunningApi[] = existing ? [existing] : [];
  const stopAll = async (...others: { close(): Promise<void> }[]) => {
    await Promise.allSettled([
      ...others.map((other) => other.close()),
      ...apis.map((api) => api.stop()),
    ]);
  };
  let browser;
  try {
    // One after another: two first starts at once would each take longer.
    for (let worker = apis.length + 1; worker <= e2eWorkers(); worker += 1)
      apis.push(await startApi(join(artifactsDir, `api-${String(worker)}.log`)));
    browser = await launchBrowserServer();
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('e2e', {
    apis: apis.map(({ baseUrl, ingestApiKey, clockFile }) => ({
      baseUrl,
      ingestApiKey,
      clockFile,
    })),
    browserEndpoint: browser.wsEndpoint(),
    artifactsDir,
  });
  return () => stopAll(browser);
}
