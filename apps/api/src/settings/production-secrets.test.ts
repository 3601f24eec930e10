// The production start refuses every secret an attacker could know or guess
// (docs/api/production.md#secrets-production-refuses): the documented examples, placeholders,
// short or repetitive values, and one value used for two roles.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRuntime } from './runtime.js';
import { secretWeaknesses } from './secret-strength.js';

const folder = mkdtempSync(join(tmpdir(), 'velas-production-secrets-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const random = () => randomBytes(24).toString('hex');

function settingsWith(secrets: {
  webhookSecret: string;
  kycApiKey: string;
  callbackSecret: string;
  documentsApiKey: string;
  ingestApiKey: string;
}) {
  return {
    public: { brand: { name: 'Casa Real' } },
    pix: { key: 'financeiro@casareal.com.br', merchantName: 'Casa Real', merchantCity: 'Recife' },
    providers: {
      payment: { webhookSecret: secrets.webhookSecret },
      kyc: {
        baseUrl: 'https://kyc.casareal.com.br',
        apiKey: secrets.kycApiKey,
        callbackSecret: secrets.callbackSecret,
      },
      documents: { baseUrl: 'https://cpf.casareal.com.br', apiKey: secrets.documentsApiKey },
      postalCodes: { baseUrl: 'https://viacep.com.br' },
      impedidos: { baseUrl: 'https://impedidos.casareal.com.br', apiKey: random() },
      // The payout and e-mail providers' own secrets stay random in every case.
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
    ingestApiKey: secrets.ingestApiKey,
  };
}

let files = 0;
function startProduction(settings: object, env: Record<string, string | undefined> = {}): string[] {
  const file = join(folder, `settings-${String((files += 1))}.json`);
  writeFileSync(file, JSON.stringify(settings));
  try {
    loadRuntime({
      APP_MODE: 'production',
      OPERATOR_SETTINGS_FILE: file,
      DATA_DIR: join(folder, 'data'),
      APP_ORIGIN: 'https://casareal.com.br',
      DEVICE_COOKIE_SECRET: random(),
      ...env,
    });
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
}

const randomSecrets = () => ({
  webhookSecret: random(),
  kycApiKey: random(),
  callbackSecret: random(),
  documentsApiKey: random(),
  ingestApiKey: random(),
});

describe('production secrets', () => {
  it('starts with random secrets', () => {
    expect(startProduction(settingsWith(randomSecrets()))).toEqual([]);
  });

  it("refuses to start without the regulator's barred list, or with it over http", () => {
    const settings = settingsWith(randomSecrets());
    const withoutIt: Partial<typeof settings.providers> = { ...settings.providers };
    delete withoutIt.impedidos;
    expect(startProduction({ ...settings, providers: withoutIt })).toEqual([
      '  - OPERATOR_SETTINGS_FILE providers.impedidos: obrigatório (baseUrl e apiKey do Módulo de Impedidos (SIGAP))',
    ]);
    expect(
      startProduction({
        ...settings,
        providers: {
          ...settings.providers,
          impedidos: { baseUrl: 'http://impedidos.casareal.com.br', apiKey: random() },
        },
      }),
    ).toEqual(['  - OPERATOR_SETTINGS_FILE providers.impedidos.baseUrl: inseguro (use https://)']);
  });

  it('refuses to start without the key of the device cookies, and a weak one', () => {
    expect(
      startProduction(settingsWith(randomSecrets()), { DEVICE_COOKIE_SECRET: undefined }),
    ).toEqual([
      '  - DEVICE_COOKIE_SECRET: obrigatório (a chave que assina os cookies de aparelho confiável)',
    ]);
    const weak = startProduction(settingsWith(randomSecrets()), {
      DEVICE_COOKIE_SECRET: 'a'.repeat(32),
    });
    expect(weak).toEqual([expect.stringMatching(/^ {2}- DEVICE_COOKIE_SECRET: inseguro/)]);
  });

  it('refuses an audit trail kept less than five years (docs/operations/audit-trail.md#audit-trail)', () => {
    expect(startProduction(settingsWith(randomSecrets()), { AUDIT_RETENTION_YEARS: '1' })).toEqual([
      '  - AUDIT_RETENTION_YEARS: inseguro (mínimo 5 anos em produção)',
    ]);
  });

  it('names an owner URL given to PGlite, which has one role (docs/operations/deploy.md#database-roles)', () => {
    const owner = { MIGRATION_DATABASE_URL: 'postgres://velas_owner@db.internal/velas' };
    expect(startProduction(settingsWith(randomSecrets()), owner)).toEqual([
      '  - MIGRATION_DATABASE_URL: ignorada (sem DATABASE_URL; o PGlite tem um só papel, remova a variável)',
    ]);
    expect(
      startProduction(settingsWith(randomSecrets()), {
        ...owner,
        DATABASE_URL: 'postgres://velas_api@db.internal/velas',
      }),
    ).toEqual([]);
  });

  it('refuses the documented example secrets and placeholders, naming each', () => {
    const problems = startProduction(
      settingsWith({
        webhookSecret: 'payment-webhook-secret-0123456789abcdef',
        callbackSecret: 'kyc-callback-secret-0123456789abcdef',
        kycApiKey: '<key>-0000000000000000',
        documentsApiKey: 'changeme-changeme-changeme-1234',
        ingestApiKey: '<16+ characters>',
      }),
    );
    for (const path of [
      'providers.payment.webhookSecret',
      'providers.kyc.callbackSecret',
      'providers.kyc.apiKey',
      'providers.documents.apiKey',
      'ingestApiKey',
    ])
      expect(problems.join('\n')).toMatch(
        new RegExp(`- OPERATOR_SETTINGS_FILE ${path.replace('.', '\\.')}: inseguro`),
      );
    expect(problems.join('\n')).toContain('publicado na documentação');
  });

  it('refuses documented values even when they would look random', () => {
    const signature = '51f92850ca21141c38d103d6f19f0899e4cf0b8c6595293500a93fd63bc6d0a8';
    const problems = startProduction(
      settingsWith({ ...randomSecrets(), webhookSecret: signature }),
    );
    expect(problems).toEqual([
      '  - OPERATOR_SETTINGS_FILE providers.payment.webhookSecret: inseguro (publicado na documentação ou num exemplo do repositório)',
    ]);
  });

  it("refuses 'a' x 32, short keys and typed sequences", () => {
    expect(secretWeaknesses('a'.repeat(32))).toEqual(['pouca variedade para ser aleatório']);
    expect(secretWeaknesses('abababababababababababababababab')).not.toEqual([]);
    expect(secretWeaknesses('0123456789abcdefghijklmnopqrstuv')).not.toEqual([]);
    expect(secretWeaknesses(random().slice(0, 31))).toEqual(['tem 31 caracteres; o mínimo é 32']);
    const problems = startProduction(
      settingsWith({ ...randomSecrets(), callbackSecret: 'a'.repeat(32) }),
    );
    expect(problems.join('\n')).toContain(
      'OPERATOR_SETTINGS_FILE providers.kyc.callbackSecret: inseguro (pouca variedade',
    );
  });

  it('refuses a keyboard walk as the aggregator wallet key, and keys that follow a pattern', () => {
    const walk = 'qwertyuiopasdfghjklzxcvbnm123456';
    const pattern = 'segue um padrão fácil de adivinhar (teclado, palavras, datas ou repetições)';
    expect(secretWeaknesses(walk)).toEqual([pattern]);
    expect(secretWeaknesses('zaq12wsxcde34rfvbgt56yhnmju78ik,')).toEqual([pattern]);
    expect(secretWeaknesses('correcthorsebatterystaplecorrecthorse')).toEqual([pattern]);
    for (let draw = 0; draw < 20; draw++)
      expect(secretWeaknesses(randomBytes(16).toString('hex'))).toEqual([]);
    const problems = startProduction({
      ...settingsWith(randomSecrets()),
      games: {
        enabled: true,
        aggregator: {
          baseUrl: 'https://api.agregador.com.br/operator/generic/v2',
          operatorId: 7,
          walletKey: { kind: 'hmac', secret: walk },
          requestKey: { kind: 'hmac', secret: random() },
        },
      },
    });
    expect(problems).toEqual([
      `  - OPERATOR_SETTINGS_FILE games.aggregator.walletKey.secret: inseguro (${pattern})`,
    ]);
  });

  it('refuses one value for two roles, across the file and the environment', () => {
    const shared = random();
    const problems = startProduction(
      settingsWith({ ...randomSecrets(), callbackSecret: shared, documentsApiKey: shared }),
      { INGEST_API_KEY: shared },
    );
    expect(problems).toEqual([
      '  - INGEST_API_KEY, OPERATOR_SETTINGS_FILE providers.kyc.callbackSecret, OPERATOR_SETTINGS_FILE providers.documents.apiKey: inseguro (o mesmo valor em mais de um papel; cada um precisa do seu)',
    ]);
  });

  it('checks the previous secrets of a rotation like the current ones', () => {
    const secrets = randomSecrets();
    const settings = settingsWith(secrets);
    const rotating = {
      ...settings,
      providers: {
        ...settings.providers,
        payment: { ...settings.providers.payment, previousWebhookSecret: 'a'.repeat(32) },
        // Rotating to the same value is no rotation.
        kyc: { ...settings.providers.kyc, previousCallbackSecret: secrets.callbackSecret },
        payouts: { ...settings.providers.payouts, previousCallbackSecret: random() },
      },
    };
    expect(startProduction(rotating)).toEqual([
      '  - OPERATOR_SETTINGS_FILE providers.payment.previousWebhookSecret: inseguro (pouca variedade para ser aleatório)',
      '  - OPERATOR_SETTINGS_FILE providers.kyc.callbackSecret, OPERATOR_SETTINGS_FILE providers.kyc.previousCallbackSecret: inseguro (o mesmo valor em mais de um papel; cada um precisa do seu)',
    ]);
  });

  it('checks the previous ingestion key like the current one, in the file and the environment', () => {
    const secrets = randomSecrets();
    const settings = settingsWith(secrets);
    expect(startProduction({ ...settings, previousIngestApiKey: random() })).toEqual([]);
    expect(startProduction({ ...settings, previousIngestApiKey: 'ingest-key-0123456789' })).toEqual(
      [
        '  - OPERATOR_SETTINGS_FILE previousIngestApiKey: inseguro (tem 21 caracteres; o mínimo é 32; pouca variedade para ser aleatório)',
      ],
    );
    // Rotating to the same value is no rotation.
    expect(startProduction({ ...settings, previousIngestApiKey: secrets.ingestApiKey })).toEqual([
      '  - OPERATOR_SETTINGS_FILE ingestApiKey, OPERATOR_SETTINGS_FILE previousIngestApiKey: inseguro (o mesmo valor em mais de um papel; cada um precisa do seu)',
    ]);
    // The key in the environment instead (JSON drops the undefined).
    const withoutKey = { ...settings, ingestApiKey: undefined };
    const current = random();
    expect(
      startProduction(withoutKey, { INGEST_API_KEY: current, INGEST_API_KEY_PREVIOUS: random() }),
    ).toEqual([]);
    expect(
      startProduction(withoutKey, {
        INGEST_API_KEY: current,
        INGEST_API_KEY_PREVIOUS: 'a'.repeat(32),
      }),
    ).toEqual(['  - INGEST_API_KEY_PREVIOUS: inseguro (pouca variedade para ser aleatório)']);
    expect(
      startProduction(withoutKey, { INGEST_API_KEY: current, INGEST_API_KEY_PREVIOUS: current }),
    ).toEqual([
      '  - INGEST_API_KEY, INGEST_API_KEY_PREVIOUS: inseguro (o mesmo valor em mais de um papel; cada um precisa do seu)',
    ]);
  });

  it('names a previous ingestion key that would be ignored', () => {
    const settings = settingsWith(randomSecrets());
    expect(startProduction(settings, { INGEST_API_KEY_PREVIOUS: random() })).toEqual([
      '  - INGEST_API_KEY_PREVIOUS: ignorada (a chave da ingestão vem do arquivo; a anterior vai em previousIngestApiKey)',
    ]);
    const withoutKey = { ...settings, ingestApiKey: undefined };
    expect(
      startProduction(
        { ...withoutKey, previousIngestApiKey: random() },
        { INGEST_API_KEY: random() },
      ),
    ).toEqual([
      '  - OPERATOR_SETTINGS_FILE previousIngestApiKey: ignorada (sem ingestApiKey no mesmo arquivo)',
    ]);
  });

  it('passes random values of the usual shapes (hex, base64url)', () => {
    // Fixed pseudo-random bytes: the same 400 values every run.
    for (let run = 0; run < 200; run += 1) {
      const bytes = createHash('sha256').update(String(run)).digest();
      expect(secretWeaknesses(bytes.subarray(0, 16).toString('hex'))).toEqual([]);
      expect(secretWeaknesses(bytes.toString('base64url'))).toEqual([]);
    }
    // Hundreds of guess estimates: past the default timeout when CI runs
    // every package at once.
  }, 120_000);
});
