// The one place that reads process.env, validated once at start so a typo fails
// loudly instead of half-working later.
import { z } from 'zod';
import { databaseConfigSchema } from '#/config/database-config.js';
import { demoConfigSchema } from '#/config/demo-config.js';
import { historyConfigSchema } from '#/config/history-config.js';
import { limitsConfigSchema } from '#/config/limits-config.js';
import { loginConfigSchema } from '#/config/login-config.js';
import { opsConfigSchema } from '#/config/ops-config.js';
import { pixConfigSchema } from '#/config/pix-config.js';
import { serverConfigSchema } from '#/config/server-config.js';
import { staffConfigSchema } from '#/config/staff-config.js';
import { webConfigSchema } from '#/config/web-config.js';

/**
 * Every area's settings in one flat object: the variables keep their names.
 * The order is the order problems are listed in (docs/api/production.md quotes it).
 */
export const configSchema = z.object({
  ...serverConfigSchema.shape,
  ...opsConfigSchema.shape,
  ...staffConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...webConfigSchema.shape,
  ...loginConfigSchema.shape,
  ...historyConfigSchema.shape,
  ...pixConfigSchema.shape,
  ...demoConfigSchema.shape,
  ...limitsConfigSchema.shape,
});

export type Config = z.infer<typeof configSchema>;

/** The process's environment variables: the one read of process.env (lint holds it here). */
export function readEnvironment(): Record<string, string | undefined> {
  return process.env;
}

/** Reads the configuration; `source` is process.env except in tests. */
export function loadConfig(source: Record<string, string | undefined> = readEnvironment()): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
