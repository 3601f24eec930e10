// vitest globalSetup: bundles the api for the process tests and says once
// whether the PostgreSQL tests will run.
import { buildApiBundle } from './build-api.js';
import { SKIP_REASON, serverUrl } from './postgres.js';

export default async function setup(): Promise<void> {
  if (serverUrl === undefined || serverUrl === '') console.warn(`[confiabilidade] ${SKIP_REASON}`);
  await buildApiBundle();
}
