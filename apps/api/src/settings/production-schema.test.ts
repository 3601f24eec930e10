// Production's branch of the settings schemas (production-schema.ts): what an
// operator reads when a production start is refused, and that it names every
// problem in one go (docs/api/production.md#deploying-for-real-players).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRuntime } from './runtime.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-production-schema-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const random = () => randomBytes(24).toString('hex');

/** The problems a production start with `env` names, one per line. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadRuntime({ APP_MODE: 'production', ...env });
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
  return [];
}

const completeSettings = () => ({
  public: { brand: { name: 'Casa Real' } },
  pix: { key: 'financeiro@casareal.com.br', merchantName: 'Casa Real', merchantCity: 'Recife' },
  providers: {
    payment: { webhookSecret: random() },
    kyc: { baseUrl: 'https://kyc.casareal.com.br', apiKey: random(), callbackSecret: random() },
    documents: { baseUrl: 'https://cpf.casareal.com.br', apiKey: random() },
    postalCodes: { baseUrl: 'https://viacep.com.br' },
    impedidos: { baseUrl: 'https://impedidos.casareal.com.br', apiKey: random() },
    payouts: {
      baseUrl: 'https://saques.casareal.com.br',
      apiKey: random(),
      callbackSecret: random(),
    },
    email: {
      baseUrl: 'https://email.casareal.com.br',
      apiKey: random(),
      from: 'Casa Real <nao-responda@casareal.com.br>',
    },
  },
  ingestApiKey: random(),
});

let files = 0;
function settingsFile(settings: object): string {
  const file = join(folder, `settings-${String((files += 1))}.json`);
  writeFileSync(file, JSON.stringify(settings));
  return file;
}

describe('production settings schema', () => {
  it('names everything a bare production start lacks (the list docs/api/production.md quotes)', () => {
    expect(refusal({})).toEqual([
      '  - OPERATOR_SETTINGS_FILE: obrigatório (o arquivo JSON de configurações do operador)',
      '  - APP_ORIGIN: obrigatório (a origem pública do app, https://...)',
      '  - DEVICE_COOKIE_SECRET: obrigatório (a chave que assina os cookies de aparelho confiável)',
      '  - OPERATOR_SETTINGS_FILE public: obrigatório (public.brand.name: a marca que os jogadores veem)',
      '  - OPERATOR_SETTINGS_FILE pix: obrigatório (recebedor Pix: key, merchantName, merchantCity)',
      '  - OPERATOR_SETTINGS_FILE providers.payment.webhookSecret: obrigatório (segredo dos webhooks de pagamento)',
      '  - OPERATOR_SETTINGS_FILE providers.payouts: obrigatório (baseUrl, apiKey e callbackSecret do provedor de saques)',
      '  - OPERATOR_SETTINGS_FILE providers.kyc: obrigatório (baseUrl, apiKey e callbackSecret do provedor de KYC)',
      '  - OPERATOR_SETTINGS_FILE providers.documents: obrigatório (baseUrl e apiKey da consulta de CPF)',
      '  - OPERATOR_SETTINGS_FILE providers.email: obrigatório (baseUrl, apiKey e from do provedor de email)',
      '  - OPERATOR_SETTINGS_FILE providers.postalCodes.baseUrl: obrigatório (serviço de CEP compatível com o ViaCEP)',
      '  - OPERATOR_SETTINGS_FILE providers.impedidos: obrigatório (baseUrl e apiKey do Módulo de Impedidos (SIGAP))',
      '  - DATABASE_URL: obrigatório (o PostgreSQL dos jogadores; ou DATA_DIR para o PGlite de um só processo)',
      '  - OPERATOR_SETTINGS_FILE ingestApiKey: obrigatório (ou INGEST_API_KEY: a chave da ingestão de rodadas)',
    ]);
  });

  it('names unsafe values of the environment and of the file, each by its setting', () => {
    const settings = completeSettings();
    settings.providers.documents.baseUrl = 'http://cpf.casareal.com.br';
    const payment = { ...settings.providers.payment, baseUrl: 'http://pix.casareal.com.br' };
    const problems = refusal({
      OPERATOR_SETTINGS_FILE: settingsFile({
        ...settings,
        providers: { ...settings.providers, payment },
      }),
      DATA_DIR: join(folder, 'data'),
      DEVICE_COOKIE_SECRET: random(),
      APP_ORIGIN: 'http://casareal.com.br',
      CORS_ORIGINS: 'https://admin.casareal.com.br, http://localhost:5173',
      PIX_SANDBOX: 'true',
      SCRYPT_LOG_N: '16',
    });
    expect(problems).toEqual([
      '  - APP_ORIGIN: inseguro (use https://)',
      '  - CORS_ORIGINS: inseguro (http://localhost:5173 é uma origem de desenvolvimento; só https://)',
      '  - SCRYPT_LOG_N: inseguro (mínimo 17 em produção)',
      '  - PIX_SANDBOX: inseguro (o pagamento simulado não existe em produção; remova a variável)',
      '  - OPERATOR_SETTINGS_FILE providers.payment.baseUrl: inseguro (use https://)',
      '  - OPERATOR_SETTINGS_FILE providers.documents.baseUrl: inseguro (use https://)',
    ]);
  });

  it('names the production problems beside an invalid variable, not one restart later', () => {
    // The hand-written check ran only once the environment parsed: a typo in
    // PORT hid every missing production setting until it was fixed.
    const problems = refusal({
      OPERATOR_SETTINGS_FILE: settingsFile(completeSettings()),
      DATA_DIR: join(folder, 'data'),
      PORT: 'porta',
      APP_ORIGIN: 'https://casareal.com.br',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^ {2}- PORT: /),
      '  - DEVICE_COOKIE_SECRET: obrigatório (a chave que assina os cookies de aparelho confiável)',
    ]);
  });

  it('starts with every setting present and safe; http to this machine is a local trial', () => {
    const settings = completeSettings();
    settings.providers.kyc.baseUrl = 'http://127.0.0.1:4010';
    const { config, settings: runtime } = loadRuntime({
      APP_MODE: 'production',
      OPERATOR_SETTINGS_FILE: settingsFile(settings),
      DATA_DIR: join(folder, 'data'),
      DEVICE_COOKIE_SECRET: random(),
      APP_ORIGIN: 'http://localhost:3000',
    });
    expect(runtime.mode).toBe('production');
    // Unset, production runs no dev-server origin and no simulated payment.
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.PIX_SANDBOX).toBe(false);
  });
});
