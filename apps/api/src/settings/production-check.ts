// Rules that weigh settings against each other; every problem is named at once,
// so an operator fixes them in one go (docs/product/platform.md#demo-and-production).
import {
  operatorSettingsSchema,
  type OperatorSettings,
} from '@velas/domain/schemas/operator-settings';
import { secretValues, type SecretValue } from '@velas/domain/schemas/secret-settings';
import { configSchema } from '#/env.js';
import { gameSettingsProblems } from './game-settings-check.js';
import { secretWeaknesses } from './secret-strength.js';

type Env = Record<string, string | undefined>;

/** An unset value counts as missing; so does an empty one. */
function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * The rules production-schema.ts cannot declare on one setting. They read the
 * environment as given, so they are named even beside a variable the schema
 * refused. `settings` is undefined when no file was given (the
 * schema named it) or when the file itself was invalid (already reported).
 */
export function productionProblems(
  env: Env,
  settings: OperatorSettings | undefined,
  fileGiven: boolean,
): string[] {
  const problems: string[] = [];
  const missing = (name: string, what: string) => problems.push(`${name}: obrigatório (${what})`);
  const ignored = (name: string, why: string) => problems.push(`${name}: ignorada (${why})`);

  // DATA_DIR has a default a demo uses: production wants one of the two said out loud.
  if (!present(env.DATABASE_URL) && !present(env.DATA_DIR))
    missing(
      'DATABASE_URL',
      'o PostgreSQL dos jogadores; ou DATA_DIR para o PGlite de um só processo',
    );
  // The owner's URL serves only beside a PostgreSQL api role.
  if (present(env.MIGRATION_DATABASE_URL) && !present(env.DATABASE_URL))
    ignored(
      'MIGRATION_DATABASE_URL',
      'sem DATABASE_URL; o PGlite tem um só papel, remova a variável',
    );
  if (fileGiven && settings === undefined) return problems;

  const file = (path: string) => `OPERATOR_SETTINGS_FILE ${path}`;
  if (settings?.ingestApiKey === undefined && !present(env.INGEST_API_KEY))
    missing(file('ingestApiKey'), 'ou INGEST_API_KEY: a chave da ingestão de rodadas');
  // The previous key is read from where the current one is (runtime.ts ingestKeys): one set
  // elsewhere would be ignored, and the operator would believe it still opens the ingestion.
  if (settings?.ingestApiKey !== undefined && present(env.INGEST_API_KEY_PREVIOUS))
    ignored(
      'INGEST_API_KEY_PREVIOUS',
      'a chave da ingestão vem do arquivo; a anterior vai em previousIngestApiKey',
    );
  if (settings?.previousIngestApiKey !== undefined && settings.ingestApiKey === undefined)
    ignored(file('previousIngestApiKey'), 'sem ingestApiKey no mesmo arquivo');

  problems.push(...gameSettingsProblems(settings));
  problems.push(...secretProblems(env, settings));
  return problems;
}

/**
 * Every setting marked secret in the environment and the settings file
 * (secretSetting in packages/domain): each must be unpublished, real, long
 * and random, and no value may serve two roles.
 */
function secretProblems(env: Env, settings: OperatorSettings | undefined): string[] {
  const named = (prefix: string) => (secret: SecretValue) => ({
    name: `${prefix}${secret.path}`,
    value: secret.value,
  });
  const secrets = [
    // A secret variable is a plain string: its value as given is the one the api uses.
    ...secretValues(configSchema, env).map(named('')),
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
