// Settings doc: docs/api/settings.md#login-throttling.
import { secretSetting } from '@velas/domain/schemas/secret-settings';
import { z } from 'zod';
import { atLeast } from './setting-types.js';

export const loginConfigSchema = z.object({
  TOKEN_TTL_SECONDS: atLeast(60)
    .max(30 * 86_400)
    .default(86_400),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation. Tests lower it. */
  SCRYPT_LOG_N: atLeast(10).max(20).default(17),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: atLeast(1).default(10),
  LOGIN_FAILURE_WINDOW_SECONDS: atLeast(10).default(900),
  /** Across addresses an account under attack is slowed to one attempt per this many seconds, never locked. */
  LOGIN_SLOWDOWN_SECONDS: atLeast(0).max(60).default(2),
  LOGIN_MAX_PER_IP_PER_MINUTE: atLeast(1).default(30),
  /** An address the account signed in from within this many days is exempt from the slowdown (its own lock still applies). */
  LOGIN_KNOWN_ADDRESS_DAYS: atLeast(0).max(365).default(30),
  /**
   * A browser that signed in keeps a device cookie this many days after its last sign-in; its
   * attempts skip the slowdown, limited only by its own failures; 0 turns device trust off.
   */
  LOGIN_TRUSTED_DEVICE_DAYS: atLeast(0).max(365).default(30),
  /**
   * Signs the device cookies; required in production.
   * Unset in a demo: a random key per process.
   */
  DEVICE_COOKIE_SECRET: secretSetting(z.string().min(32)).optional(),
  /** While rotating: the old device cookie key, still accepted, so no trusted browser is forgotten. */
  DEVICE_COOKIE_SECRET_PREVIOUS: secretSetting(z.string().min(32)).optional(),
});

export type LoginConfig = z.infer<typeof loginConfigSchema>;
