// A second api for the production-configuration flows (issue 14): the same
// built server with APP_MODE=production, an operator settings file and its
// own fresh database, serving its own snapshot of the built web app.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import { freePort, startApiProcess } from '@velas/api/testing/api-process';
import { repoRoot } from './paths.js';

export interface ProductionApi {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionApi(
  settings: OperatorSettingsInput,
  logFile: string,
): Promise<ProductionApi> {
  const root = mkdtempSync(join(tmpdir(), 'velas-e2e-production-'));
  const settingsFile = join(root, 'settings.json');
  writeFileSync(settingsFile, JSON.stringify(settings));
  const webDist = join(root, 'web');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const api = await startApiProcess({
    port,
    entry: 'apps/api/dist/server.js',
    cwd: repoRoot,
    ownProcessGroup: true,
    logFile,
    healthTimeoutMs: 180_000,
    pollMs: 250,
    env: {
      APP_MODE: 'production',
      NODE_ENV: 'production',
      OPERATOR_SETTINGS_FILE: settingsFile,
      // A loopback http origin is the README's "local trial"; no CORS_ORIGINS.
      APP_ORIGIN: baseUrl,
      DATA_DIR: join(root, 'data'),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      // Production refuses less than the OWASP cost.
      SCRYPT_LOG_N: '17',
    },
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
