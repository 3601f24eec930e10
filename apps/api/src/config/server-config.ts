// The process itself: its mode, its operator file, its public listener, its logs.
import { z } from 'zod';
import { port } from './setting-types.js';

export const serverConfigSchema = z.object({
  /** demo: sandbox providers, demo account, test CPFs. production: refuses to start unless every setting is safe. */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  /** The operator settings JSON (brand, links, Pix receiver, providers); required in production. */
  OPERATOR_SETTINGS_FILE: z.string().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;
