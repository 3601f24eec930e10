// vitest globalSetup: build, start the api with a fresh embedded database,
// launch one Chromium, and stop both whatever happens.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from './api-process.js';
import { launchBrowserServer } from './browser.js';
import { artifactsDir, repoRoot } from './paths.js';
import './provided.js';

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

  const api =
    (await existingApi()) ?? (buildProduct(), await startApi(join(artifactsDir, 'api.log')));
  let browser;
  try {
    browser = await launchBrowserServer();
  } catch (error) {
    await api.stop();
    throw error;
  }
  project.provide('e2e', {
    baseUrl: api.baseUrl,
    ingestApiKey: api.ingestApiKey,
    clockFile: api.clockFile,
    browserEndpoint: browser.wsEndpoint(),
    artifactsDir,
  });
  return async () => {
    await Promise.allSettled([browser.close(), api.stop()]);
  };
}
