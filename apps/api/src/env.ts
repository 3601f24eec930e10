// The one place that reads process.env: every setting of the api, validated
// once at start so a typo fails loudly instead of half-working later.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { secretSetting } from '@velas/domain/schemas/secret-settings';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** A proxy's address or range, as proxy-addr (Fastify's trustProxy) reads it. */
const proxyAddress = z
  .string()
  .refine((entry) => (entry.includes('/') ? ipaddr.isValidCIDR(entry) : isIP(entry) !== 0), {
    error: 'endereço ou CIDR de proxy inválido',
  });
const trustProxy = z.union([
  z.enum(['false', '0', 'off']).transform(() => false as const),
  z
    .string()
    .regex(/^[1-9]$/, { error: 'use o número de proxies (1 a 9) ou a lista dos seus endereços' })
    .transform(Number),
  z
    .string()
    .refine((value) => !/^(true|on|1)$/.test(value.trim()), {
      error: 'confiar em todo proxy deixa qualquer cliente escolher o próprio endereço',
    })
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(proxyAddress).min(1)),
]);

/** The built web app, when it exists, is served by the api (docs/api/running.md#serving-the-web-app). */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultBackofficeDist = fileURLToPath(new URL('../../backoffice/dist', import.meta.url));

export const configSchema = z.object({
  /** demo: sandbox providers, demo account, test CPFs. production: refuses to start unless every setting is safe. */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  /** The operator settings JSON (brand, links, Pix receiver, providers); required in production. */
  OPERATOR_SETTINGS_FILE: z.string().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /**
   * The back office's listener (docs/operations/back-office.md#back-office): every /ops-api
   * route lives here, never on PORT. Loopback by default: reach it through a
   * VPN or an SSH tunnel, or a proxy that only the operator's team can reach.
   */
  OPS_HOST: z.string().default('127.0.0.1'),
  OPS_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  /**
   * The origin staff browsers use for the back office (its cookie's and its
   * CSRF check's origin, the enrolment links' base).
   */
  OPS_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3100'),
  /** Hours an enrolment link (`staff create`) stays valid; it works once. */
  STAFF_ENROLMENT_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /**
   * A staff session ends this many hours after its sign-in, however busy it
   * is kept (besides the 15 idle minutes): a stolen cookie does not live for ever.
   */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  /**
   * Wrong TOTP or recovery codes one staff account may take, from any
   * addresses, within LOGIN_FAILURE_WINDOW_SECONDS; past it the account's
   * second step is locked until the oldest of them leaves the window.
   */
  STAFF_SECOND_STEP_MAX_FAILURES: z.coerce.number().int().min(1).max(50).default(5),
  /** Player searches one staff member may make per minute (docs/operations/back-office-queues.md#player-view). */
  STAFF_SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Searches by CPF that found nobody, per staff member and hour: each one
   * tells whether a guessed CPF exists, so they have a budget of their own.
   */
  STAFF_CPF_MISSES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server (postgres://user:pass@host:port/db). Wins over DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * At least 3: two connections stay LISTENing (the rounds and the balances,
   * docs/architecture.md#live-balance), and requests need one more.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(3).max(200).default(10),
  /**
   * The owner of the tables (docs/operations/deploy.md#database-roles): when set, the
   * api migrates through it at start and grants DATABASE_URL's role, which
   * then only inserts into and reads the audit trail and the ledger.
   */
  MIGRATION_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),

  /** Origin of the web app: KYC widget postMessage target and allowed frame parent. */
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Other origins allowed by CORS (the Vite dev server by default). */
  CORS_ORIGINS: originList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
  /** Origins of services the web app calls besides this api (CSP connect/img/frame sources). */
  CSP_EXTRA_ORIGINS: originList.default([]),
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For to trust (a
   * number), or the proxies' addresses/CIDRs (a list). `true` (trust every
   * hop) is refused: any client could then pick its own address.
   */
  TRUST_PROXY: trustProxy.default(false),
  /** Folder of the built web app; served with SPA fallback when it holds index.html. */
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /**
   * Folder of the built back-office app (apps/backoffice); served on the ops
   * listener only, when it holds index.html.
   */
  BACKOFFICE_DIST_DIR: z.string().default(defaultBackofficeDist),

  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation. Tests lower it. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(10).default(900),
  /** Across addresses an account under attack is slowed to one attempt per this many seconds, never locked. */
  LOGIN_SLOWDOWN_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** An address the account signed in from within this many days is exempt from the slowdown (its own lock still applies). */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /**
   * A browser that signed in keeps a device cookie this many days after its last sign-in; its
   * attempts skip the slowdown, limited only by its own failures; 0 turns device trust off.
   */
  LOGIN_TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /**
   * Signs the device cookies (docs/api/settings.md#login-throttling); required in production.
   * Unset in a demo: a random key per process.
   */
  DEVICE_COOKIE_SECRET: secretSetting(z.string().min(32)).optional(),
  /** While rotating: the old device cookie key, still accepted, so no trusted browser is forgotten. */
  DEVICE_COOKIE_SECRET_PREVIOUS: secretSetting(z.string().min(32)).optional(),

  // The round stream (history/stream/stream-routes.ts). Per address stays generous
  // because phones behind carrier NAT share addresses; a benchmark from one
  // address raises it.
  STREAM_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
  STREAM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** A client whose unsent events exceed this many bytes is not reading: it is dropped. */
  STREAM_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).default(65_536),
  /** Per address and minute, each public history GET (not the stream, not ingestion). */
  HISTORY_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(300),

  PIX_SANDBOX: flag.default(true),
  PIX_KEY: z.string().min(1).default('pix@velas.example.com'),
  PIX_MERCHANT_NAME: z.string().min(1).default('Velas Sandbox'),
  PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),

  /** Seeds the demo account, catalogue and test registries at start (idempotent). */
  SEED: flag.default(true),

  /**
   * Demo only, for end-to-end tests: a file holding milliseconds the api's
   * clock runs ahead of the system's (clock.ts offsetClock). Refused in production.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),

  // The anonymous document check (docs/api/settings.md#document-check): each
  // address's daily budget, and how long a paid answer is reused.
  DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(20),
  DOCUMENT_CHECK_CACHE_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  // Calls that spend a paid upstream (docs/api/settings.md#abuse-limits): each
  // budget is per account; per address (IPv6 /64) it is three times larger,
  // since phones behind carrier NAT share one.
  CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  KYC_SESSIONS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  DEPOSITS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Game starts: each asks the aggregator for a URL and mints a game-session token. */
  GAME_STARTS_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(10),

  /** History ingestion key (`x-api-key` of POST /history-api/rounds); unset disables ingestion. */
  INGEST_API_KEY: secretSetting(z.string().min(16)).optional(),
  /** While rotating (docs/operations/rotating-secrets.md#rotating-secrets): the old ingestion key, accepted too until the feed sends the new one. */
  INGEST_API_KEY_PREVIOUS: secretSetting(z.string().min(16)).optional(),

  // Operations (docs/operations/).
  /**
   * Machine key of the ops listener's machine calls (`x-operator-key` on
   * /ops-api/metrics, /ops-api/ready and /ops-api/backup); unset turns them
   * off. People use a staff session instead (docs/operations/back-office.md#back-office).
   */
  OPERATOR_API_KEY: secretSetting(z.string().min(32)).optional(),
  /** While rotating: the old operator key, accepted too until the scrapers and tools use the new one. */
  OPERATOR_API_KEY_PREVIOUS: secretSetting(z.string().min(32)).optional(),
  /** /health/ready fails when a betting house's newest round is older than this; 0 turns the check off. */
  ROUND_FEED_STALL_SECONDS: z.coerce.number().int().min(0).default(300),
  /**
   * Years the audit trail is kept before the purge may remove a row; written
   * into the database by whoever migrates (docs/operations/audit-trail.md#audit-trail).
   */
  AUDIT_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(5),
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
