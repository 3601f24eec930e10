// What production refuses to start without (docs/product/platform.md#demo-and-production): every missing or
// unsafe setting is named, all at once, so an operator fixes them in one go
// instead of discovering them one restart at a time.
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';
import { secretValues, type SecretValue } from '@velas/domain/schemas/secret-settings';
import { configSchema, type Config } from '../env.js';
import { gameSettingsProblems } from './game-settings-check.js';
import { isSafeOrigin } from './safe-origin.js';
import { secretWeaknesses } from './secret-strength.js';

type Env = Record<string, string | undefined>;

/** An unset value counts as missing; so does an empty one. */
function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * The providers production calls out to, each over https, in the order their
 * problems are named. A missing provider is named with `field` when that field
 * is all it holds.
 */
const requiredProviders: readonly {
  key: Exclude<keyof OperatorSettings['providers'], 'payment'>;
  what: string;
  field?: 'baseUrl';
}[] = [
  { key: 'kyc', what: 'baseUrl, apiKey e callbackSecret do provedor de KYC' },
  { key: 'documents', what: 'baseUrl e apiKey da consulta de CPF' },
  { key: 'email', what: 'baseUrl, apiKey e from do provedor de email' },
  // Registration, the daily sign-in and the 15-day sweep consult it
  // (docs/api/providers.md#impedidos).
  { key: 'impedidos', what: 'baseUrl e apiKey do Módulo de Impedidos (SIGAP)' },
  { key: 'postalCodes', what: 'serviço de CEP compatível com o ViaCEP', field: 'baseUrl' },
  // Withdrawals and refunds leave only through the payout provider
  // (docs/product/wallet.md#wallet-withdrawals).
  { key: 'payouts', what: 'baseUrl, apiKey e callbackSecret do provedor de saques' },
];

/**
 * `settings` is undefined when no file was given (then each setting the file
 * must hold is named) or when the file itself was invalid (already reported).
 */
export function productionProblems(
  env: Env,
  config: Config,
  settings: OperatorSettings | undefined,
  fileGiven: boolean,
): string[] {
  const problems: string[] = [];
  const missing = (name: string, what: string) => problems.push(`${name}: obrigatório (${what})`);
  const unsafe = (name: string, why: string) => problems.push(`${name}: inseguro (${why})`);

  if (!present(env.DATABASE_URL) && !present(env.DATA_DIR))
    missing(
      'DATABASE_URL',
      'o PostgreSQL dos jogadores; ou DATA_DIR para o PGlite de um só processo',
    );
  // The owner's URL serves only beside a PostgreSQL api role (docs/operations/deploy.md#database-roles).
  if (present(env.MIGRATION_DATABASE_URL) && !present(env.DATABASE_URL))
    problems.push(
      'MIGRATION_DATABASE_URL: ignorada (sem DATABASE_URL; o PGlite tem um só papel, remova a variável)',
    );
  if (!present(env.APP_ORIGIN)) missing('APP_ORIGIN', 'a origem pública do app, https://...');
  else if (!isSafeOrigin(config.APP_ORIGIN)) unsafe('APP_ORIGIN', 'use https://');
  // Unset, production allows no extra origin (runtime.ts drops the dev-server defaults).
  for (const origin of env.CORS_ORIGINS === undefined ? [] : config.CORS_ORIGINS)
    if (!isSafeOrigin(origin) || new URL(origin).protocol !== 'https:')
      unsafe('CORS_ORIGINS', `${origin} é uma origem de desenvolvimento; só https://`);
  if (env.PIX_SANDBOX !== undefined && config.PIX_SANDBOX)
    unsafe('PIX_SANDBOX', 'o pagamento simulado não existe em produção; remova a variável');
  if (config.SCRYPT_LOG_N < 17) unsafe('SCRYPT_LOG_N', 'mínimo 17 em produção');
  // Five years: the reach of a consumer's claim (Lei nº 8.078/1990, art. 27) and of the
  // tax authority's (Lei nº 5.172/1966, art. 173); docs/operations/audit-trail.md#audit-trail.
  if (config.AUDIT_RETENTION_YEARS < 5)
    unsafe('AUDIT_RETENTION_YEARS', 'mínimo 5 anos em produção');
  // Without it each process would sign with its own random key and forget every trusted browser
  // at each restart (docs/api/settings.md#login-throttling).
  if (!present(env.DEVICE_COOKIE_SECRET))
    missing('DEVICE_COOKIE_SECRET', 'a chave que assina os cookies de aparelho confiável');
  if (present(env.TEST_CLOCK_FILE))
    unsafe('TEST_CLOCK_FILE', 'o relógio adiantado é só para testes; remova a variável');

  if (!fileGiven) missing('OPERATOR_SETTINGS_FILE', 'o arquivo JSON de configurações do operador');
  if (fileGiven && settings === undefined) return problems;

  const file = (path: string) => `OPERATOR_SETTINGS_FILE ${path}`;
  const pix = settings?.pix;
  if (pix === undefined) missing(file('pix'), 'recebedor Pix: key, merchantName, merchantCity');
  const providers = settings?.providers;
  if (providers?.payment === undefined)
    missing(file('providers.payment.webhookSecret'), 'segredo dos webhooks de pagamento');
  for (const { key, what, field } of requiredProviders) {
    const provider = providers?.[key];
    if (provider === undefined)
      missing(file(`providers.${key}${field === undefined ? '' : `.${field}`}`), what);
    else if (!isSafeOrigin(provider.baseUrl))
      unsafe(file(`providers.${key}.baseUrl`), 'use https://');
  }
  if (providers?.payment?.baseUrl !== undefined && !isSafeOrigin(providers.payment.baseUrl))
    unsafe(file('providers.payment.baseUrl'), 'use https://');
  if (settings?.ingestApiKey === undefined && !present(env.INGEST_API_KEY))
    missing(file('ingestApiKey'), 'ou INGEST_API_KEY: a chave da ingestão de rodadas');
  // The previous key is read from where the current one is (runtime.ts ingestKeys): one set
  // elsewhere would be ignored, and the operator would believe it still opens the ingestion.
  const ignored = (name: string, why: string) => problems.push(`${name}: ignorada (${why})`);
  if (settings?.ingestApiKey !== undefined && present(env.INGEST_API_KEY_PREVIOUS))
    ignored(
      'INGEST_API_KEY_PREVIOUS',
      'a chave da ingestão vem do arquivo; a anterior vai em previousIngestApiKey',
    );
  if (settings?.previousIngestApiKey !== undefined && settings.ingestApiKey === undefined)
    ignored(file('previousIngestApiKey'), 'sem ingestApiKey no mesmo arquivo');

  problems.push(...gameSettingsProblems(settings));
  problems.push(...secretProblems(config, settings));
  return problems;
}

/**
 * Every setting marked secret in the environment and the settings file
 * (secretSetting in packages/domain): each must be unpublished, real, long
 * and random, and no value may serve two roles.
 */
function secretProblems(config: Config, settings: OperatorSettings | undefined): string[] {
  const named = (prefix: string) => (secret: SecretValue) => ({
    name: `${prefix}${secret.path}`,
    value: secret.value,
  });
  const secrets = [
    ...secretValues(configSchema, config).map(named('')),
    ...secretValues(operatorSettingsSchema, settings).map(named('OPERATOR_SETTINGS_FILE ')),
  ];
  const problems: string[] = [];
  const namesByValue = new Map<string, string[]>();
  for (const { name, value } of secrets) {
    const reasons = secretWeaknesses(value);
    if (reasons.length > 0) problems.push(`${name}: inseguro (${reasons.join('; ')})`);
    namesByValue.set(value, [...(namesByValue.get(value) ?? []), name]);
  }
  for (const names of namesByValue.values())
    if (names.length > 1)
      problems.push(
        `${names.join(', ')}: inseguro (o mesmo valor em mais de um papel; cada um precisa do seu)`,
      );
  return problems;
}
