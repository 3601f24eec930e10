import { secretSetting } from '@velas/domain/schemas/secret-settings';
import { z } from 'zod';
import { httpUrl, port } from './setting-types.js';

export const opsConfigSchema = z.object({
  /**
   * Every /ops-api route lives on this listener, never on PORT. Loopback by
   * default: reach it through a VPN or an SSH tunnel, or a proxy that only
   * the operator's team can reach.
   */
  OPS_HOST: z.string().default('127.0.0.1'),
  OPS_PORT: port.default(3100),
  /**
   * The origin staff browsers use for the back office (its cookie's and its
   * CSRF check's origin, the enrolment links' base).
   */
  OPS_ORIGIN: httpUrl.default('http://127.0.0.1:3100'),
  /**
   * Machine key of the ops listener's machine calls (`x-operator-key` on
   * /ops-api/metrics, /ops-api/ready and /ops-api/backup); unset turns them
   * off. People use a staff session instead.
   */
  OPERATOR_API_KEY: secretSetting(z.string().min(32)).optional(),
  /** While rotating: the old operator key, accepted too until the scrapers and tools use the new one. */
  OPERATOR_API_KEY_PREVIOUS: secretSetting(z.string().min(32)).optional(),
});

export type OpsConfig = z.infer<typeof opsConfigSchema>;
