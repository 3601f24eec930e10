// Production with anything missing or unsafe throws before the database is opened.
import { randomBytes } from 'node:crypto';
import { BET_HOUSES } from '@velas/domain/constants';
import type { AppMode, OperatorSettings } from '@velas/domain/schemas/operator-settings';
import type { z } from 'zod';
import type { HistoryConfig } from '#/config/history-config.js';
import { configSchema, type Config } from '#/env.js';
import { DEMO_SETTINGS } from './demo-settings.js';
import { productionProblems } from './production-check.js';
import { productionConfigSchema, productionOperatorSettingsSchema } from './production-schema.js';
import { readSettingsFile } from './read-settings-file.js';

type Env = Record<string, string | undefined>;

export interface RuntimeSettings {
  mode: AppMode;
  operator: OperatorSettings;
  /**
   * Demo only: the secret the built-in demo providers sign their callbacks
   * with. Random per process, since each process signs and verifies its own.
   */
  demoSecret: string | null;
}

export interface Runtime {
  config: Config;
  settings: RuntimeSettings;
}

/** Demo settings for tests and `npm start`: the operator file is optional. */
export function demoRuntimeSettings(operator: OperatorSettings = DEMO_SETTINGS): RuntimeSettings {
  // A demo runs every betting house's simulator unless its file says otherwise.
  operator = { ...operator, simulatedBetHouses: operator.simulatedBetHouses ?? [...BET_HOUSES] };
  return { mode: 'demo', operator, demoSecret: randomBytes(32).toString('base64url') };
}

/** Each issue as `setting: message`; the settings file's prefixed with its variable. */
function issueLines(issues: readonly z.core.$ZodIssue[], prefix = ''): string[] {
  return issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`);
}

function applyOperatorSettings(config: Config, settings: RuntimeSettings): Config {
  const { operator } = settings;
  return {
    ...config,
    PIX_KEY: operator.pix?.key ?? config.PIX_KEY,
    PIX_MERCHANT_NAME: operator.pix?.merchantName ?? config.PIX_MERCHANT_NAME,
    PIX_MERCHANT_CITY: operator.pix?.merchantCity ?? config.PIX_MERCHANT_CITY,
    ...ingestKeys(operator, config),
  };
}

/**
 * The file's ingestion key wins over INGEST_API_KEY, and the key being rotated
 * out comes from the same place as the current one: a forgotten
 * INGEST_API_KEY_PREVIOUS cannot keep a retired key open beside the file's
 * (docs/operations/rotating-secrets.md#rotating-secrets).
 */
function ingestKeys(
  operator: OperatorSettings,
  config: Config,
): Pick<HistoryConfig, 'INGEST_API_KEY' | 'INGEST_API_KEY_PREVIOUS'> {
  if (operator.ingestApiKey === undefined)
    return {
      INGEST_API_KEY: config.INGEST_API_KEY,
      INGEST_API_KEY_PREVIOUS: config.INGEST_API_KEY_PREVIOUS,
    };
  return {
    INGEST_API_KEY: operator.ingestApiKey,
    INGEST_API_KEY_PREVIOUS: operator.previousIngestApiKey,
  };
}

/** `env` is the process's environment (env.ts readEnvironment) except in tests. */
export function loadRuntime(env: Env): Runtime {
  const mode: AppMode = env.APP_MODE === 'production' ? 'production' : 'demo';
  const production = mode === 'production';
  const problems: string[] = [];
  const parsedConfig = (production ? productionConfigSchema : configSchema).safeParse(env);
  if (!parsedConfig.success) problems.push(...issueLines(parsedConfig.error.issues));

  const file = env.OPERATOR_SETTINGS_FILE;
  const fileGiven = file !== undefined && file !== '';
  let operator: OperatorSettings | undefined;
  if (fileGiven) {
    const read = readSettingsFile(file);
    if (read.ok) operator = read.settings;
    else problems.push(...read.problems);
  }

  // A file that is no valid settings was reported above, by its path; one that is, production's
  // branch checks for its rules. Without a file, it names everything the file must hold.
  if (production && (operator !== undefined || !fileGiven)) {
    const parsed = productionOperatorSettingsSchema.safeParse(operator ?? {});
    if (!parsed.success)
      problems.push(...issueLines(parsed.error.issues, 'OPERATOR_SETTINGS_FILE '));
  }
  if (production) problems.push(...productionProblems(env, operator, fileGiven));

  if (problems.length > 0 || !parsedConfig.success) {
    const title =
      mode === 'production'
        ? 'APP_MODE=production: o servidor não inicia enquanto houver configuração ausente ou insegura:'
        : 'Configuração inválida:';
    throw new Error(`${title}\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const settings: RuntimeSettings =
    mode === 'demo'
      ? demoRuntimeSettings(operator)
      : // the production schema named OPERATOR_SETTINGS_FILE when there is no operator.
        { mode, operator: operator ?? DEMO_SETTINGS, demoSecret: null };
  return { config: applyOperatorSettings(parsedConfig.data, settings), settings };
}
