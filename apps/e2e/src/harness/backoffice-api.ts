// TOTP codes are taken once per 30 s step: the flow moves its own clock a step
// per code instead of waiting. The first admins are created by commands before
// the api starts (PGlite is one process), as an operator does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@velas/api/testing/api-process';
import { startBuiltApi } from './built-api.js';
import { DEMO_SETTINGS } from './demo-settings.js';
import { repoRoot } from './paths.js';

export interface BackofficeApi {
  baseUrl: string;
  opsUrl: string;
  clockFile: string;
  adminLinks: Map<string, string>;
  stop(): Promise<void>;
}

/** A held withdrawal above R$ 30,00 (the lowest brake the settings take). */
export const REVIEW_ABOVE_CENTS = 3_000;

function apiCommand(dataDir: string, opsOrigin: string, command: string, args: string[]): string {
  const result = spawnSync(process.execPath, [`apps/api/dist/commands/${command}`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      OPS_ORIGIN: opsOrigin,
    },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function staffCreate(dataDir: string, opsOrigin: string, email: string): string {
  const printed = apiCommand(dataDir, opsOrigin, 'staff-command.js', [
    'create',
    '--email',
    email,
    '--role',
    'admin',
  ]);
  const link = /https?:\/\/\S+#token=\S+/.exec(printed)?.[0];
  if (link === undefined) throw new Error(`staff create ${email} printed no link: ${printed}`);
  return link;
}

export async function startBackofficeApi(
  logFile: string,
  admins: readonly string[],
): Promise<BackofficeApi> {
  const root = mkdtempSync(join(tmpdir(), 'velas-e2e-backoffice-'));
  const remove = () => {
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const opsPort = await freePort();
    const opsUrl = `http://127.0.0.1:${String(opsPort)}`;
    const dataDir = join(root, 'data');
    apiCommand(dataDir, opsUrl, 'migrate-command.js', []);
    const adminLinks = new Map(admins.map((email) => [email, staffCreate(dataDir, opsUrl, email)]));
    const clockFile = join(root, 'clock-offset-ms');
    writeFileSync(clockFile, '0');
    const api = await startBuiltApi({
      root,
      settings: {
        ...DEMO_SETTINGS,
        moneyOut: { withdrawalReviewAboveCents: REVIEW_ABOVE_CENTS, withdrawalsPerHour: 100 },
      },
      logFile,
      // It reads TEST_CLOCK_FILE; the api's own start reads no test knob.
      testServer: true,
      env: (origin) => ({
        CORS_ORIGINS: origin,
        OPS_PORT: String(opsPort),
        OPS_ORIGIN: opsUrl,
        TEST_CLOCK_FILE: clockFile,
        SCRYPT_LOG_N: '12',
      }),
    });
    return {
      baseUrl: api.url,
      opsUrl,
      clockFile,
      adminLinks,
      stop: async () => {
        await api.stop('SIGTERM', 10_000);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
