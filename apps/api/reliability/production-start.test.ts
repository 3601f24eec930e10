// The built server started with APP_MODE=production
// refuses to start, exit 1, naming every missing setting; with a complete
// settings file it serves, and no sandbox route exists.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@velas/domain/demo/account';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from './support/api-process.js';
import { serverBundlePath } from './support/build-api.js';

const root = mkdtempSync(join(tmpdir(), 'velas-production-start-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverBundlePath], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      resolve({ code, output });
    });
  });
}

/** Production refuses documented, guessable or shared secrets: each one random. */
const randomSecret = () => randomBytes(24).toString('hex');

const COMPLETE_SETTINGS = {
  public: {
    brand: { name: 'Casa Real' },
    support: { chatNumber: '5511999998888' },
    links: { instagram: 'https://www.instagram.com/casareal' },
  },
  pix: {
    key: 'financeiro@casareal.com.br',
    merchantName: 'Casa Real Ltda',
    merchantCity: 'Sao Paulo',
  },
  providers: {
    payment: { webhookSecret: randomSecret() },
    kyc: {
      baseUrl: 'https://kyc.provider.example',
      apiKey: randomSecret(),
      callbackSecret: randomSecret(),
    },
    documents: { baseUrl: 'https://cpf.provider.example', apiKey: randomSecret() },
    postalCodes: { baseUrl: 'https://viacep.com.br' },
    impedidos: { baseUrl: 'https://impedidos.provider.example', apiKey: randomSecret() },
    payouts: {
      baseUrl: 'https://payouts.provider.example',
      apiKey: randomSecret(),
      callbackSecret: randomSecret(),
    },
    email: {
      baseUrl: 'https://mail.provider.example',
      apiKey: randomSecret(),
      from: 'Casa Real <nao-responda@casareal.com.br>',
    },
  },
  ingestApiKey: randomSecret(),
};

describe('APP_MODE=production', () => {
  it('exits 1 with one message naming every missing setting when nothing is configured', async () => {
    const { code, output } = await runUntilExit({ APP_MODE: 'production', LOG_LEVEL: 'silent' });
    expect(code).toBe(1);
    for (const name of [
      'DATABASE_URL',
      'APP_ORIGIN',
      'OPERATOR_SETTINGS_FILE:',
      'OPERATOR_SETTINGS_FILE pix',
      'OPERATOR_SETTINGS_FILE providers.payment.webhookSecret',
      'OPERATOR_SETTINGS_FILE providers.kyc',
      'OPERATOR_SETTINGS_FILE providers.documents',
      'OPERATOR_SETTINGS_FILE providers.email',
      'OPERATOR_SETTINGS_FILE providers.postalCodes.baseUrl',
      'OPERATOR_SETTINGS_FILE providers.payouts',
      'OPERATOR_SETTINGS_FILE ingestApiKey',
    ])
      expect(output).toContain(name);
    // One message, not a stack trace or a log line per problem.
    expect(output).toMatch(/^APP_MODE=production: [^\n]+\n( {2}- [^\n]+\n)+$/);
  });

  it('names unsafe values: development origins, a sandbox switch, http providers', async () => {
    const file = join(root, 'unsafe.json');
    const unsafe = structuredClone(COMPLETE_SETTINGS);
    unsafe.providers.documents.baseUrl = 'http://cpf.provider.example';
    writeFileSync(file, JSON.stringify(unsafe));
    const { code, output } = await runUntilExit({
      APP_MODE: 'production',
      OPERATOR_SETTINGS_FILE: file,
      DATA_DIR: join(root, 'unsafe-data'),
      APP_ORIGIN: 'http://velas.example.com',
      CORS_ORIGINS: 'http://localhost:5173',
      PIX_SANDBOX: 'true',
    });
    expect(code).toBe(1);
    expect(output).toContain('APP_ORIGIN: inseguro');
    expect(output).toContain('CORS_ORIGINS: inseguro');
    expect(output).toContain('PIX_SANDBOX: inseguro');
    expect(output).toContain('providers.documents.baseUrl: inseguro');
    expect(output).not.toContain('DATABASE_URL');
  });

  it('refuses a data folder a demo has used, saying how to start clean', async () => {
    const dataDir = join(root, 'was-demo');
    const demo = await startApi({ DATA_DIR: dataDir });
    expect((await fetch(`${demo.url}/health`)).status).toBe(200);
    await demo.stop('SIGTERM');

    const file = join(root, 'after-demo.json');
    writeFileSync(file, JSON.stringify(COMPLETE_SETTINGS));
    const { code, output } = await runUntilExit({
      APP_MODE: 'production',
      OPERATOR_SETTINGS_FILE: file,
      DATA_DIR: dataDir,
      APP_ORIGIN: 'https://casareal.com.br',
      INGEST_API_KEY: randomSecret(),
      DEVICE_COOKIE_SECRET: randomSecret(),
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(output).toContain('o banco de dados tem dados da demonstração');
    expect(output).toContain('a conta de demonstração (demo@example.com)');
    expect(output).toContain('Inicie a produção num banco limpo');
  });

  describe('with a complete settings file', () => {
    let api: ApiProcess | undefined;
    afterAll(async () => {
      await api?.stop('SIGTERM');
    });

    it('serves, publishes the public settings, and has no sandbox route', async () => {
      const file = join(root, 'settings.json');
      writeFileSync(file, JSON.stringify(COMPLETE_SETTINGS));
      api = await startApi(
        {
          APP_MODE: 'production',
          NODE_ENV: 'production',
          OPERATOR_SETTINGS_FILE: file,
          DATA_DIR: join(root, 'data'),
          APP_ORIGIN: 'https://casareal.com.br',
          SCRYPT_LOG_N: '17',
          // The suite's fixed ingestion key is documented-looking; production refuses it.
          INGEST_API_KEY: randomSecret(),
          DEVICE_COOKIE_SECRET: randomSecret(),
        },
        serverBundlePath,
      );
      const { url } = api;
      expect((await fetch(`${url}/health`)).status).toBe(200);

      const settings = await fetch(`${url}/api/settings/public`);
      expect(settings.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await settings.json()).toMatchObject({
        mode: 'production',
        demo: null,
        brand: { name: 'Casa Real' },
        support: { chatNumber: '5511999998888' },
      });

      for (const [method, path] of [
        ['POST', '/api/deposits/0123456789abcdef012345678/pay'],
        ['POST', '/kyc-api/kyc/session/AAAAAAAAAAAAAAAAAAAAAA/result'],
        ['POST', '/kyc-api/demo/sessions/AAAAAAAAAAAAAAAAAAAAAA/verdict'],
      ] as const) {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ result: 'approved' }),
        });
        expect(response.status, path).toBe(404);
      }
      // No demo account in production.
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(401);
    });
  });
});
