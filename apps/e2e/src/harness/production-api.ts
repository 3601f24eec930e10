// The same built server with APP_MODE=production and its own fresh database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import { startBuiltApi } from './built-api.js';

export interface ProductionApi {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionApi(
  settings: OperatorSettingsInput,
  logFile: string,
): Promise<ProductionApi> {
  const root = mkdtempSync(join(tmpdir(), 'velas-e2e-production-'));
  const api = await startBuiltApi({
    root,
    settings,
    logFile,
    // A loopback http origin is docs/api/production.md's "local trial"; no CORS_ORIGINS.
    env: () => ({
      APP_MODE: 'production',
      // Production refuses less than the OWASP cost.
      SCRYPT_LOG_N: '17',
      // Production refuses to start without the key of the login's device cookies.
      DEVICE_COOKIE_SECRET: randomBytes(32).toString('hex'),
    }),
  }).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: api.url,
    stop: async () => {
      await api.stop('SIGTERM', 10_000);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
