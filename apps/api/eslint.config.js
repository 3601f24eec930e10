import { readdirSync } from 'node:fs';
import { baseConfig } from '@velas/eslint-config/base';
import { fastifyPlugin } from '@velas/eslint-config/fastify';
import { numberCentsSelectors } from '@velas/eslint-config/money';

// The folder layers of src/ from the top down, each folder with what it holds:
// the lint zones below and the listing of docs/architecture.md#api-layers
// (`npm run docs:listing`) are both written from it.
export const API_LAYERS = [
  {
    name: 'composition',
    rule: 'assembles the modules; nothing imports it',
    modules: {
      'app.ts':
        'the Fastify app: one list of plugins, each naming the plugins it needs, every module at its mount point',
      'app-parts.ts':
        "what app.ts builds its plugins from: the database opened and checked, the seed for later, the providers, the scheduler, the demo's parts",
      'server.ts': 'listens, refuses an unsafe production start, closes gracefully',
      ops: "the back office's own listener (OPS_HOST:OPS_PORT): every /ops-api route and the built back-office app, never on PORT",
      commands:
        "the operator's one-shot commands (migrate, backup, restore, reconcile, cpf-claims, audit verify, purge-audit)",
    },
  },
  {
    name: 'sandbox',
    rule: 'only the composition builds it and hands it in, in a demo',
    modules: {
      sandbox:
        "the demo's doubles of third parties: the aggregator and its crash game, the payment and KYC callbacks, the e-mail outbox, payouts, the barred list",
    },
  },
  {
    name: 'back office',
    rule: 'only the ops listener mounts it',
    modules: {
      backoffice:
        "the staff's features behind staff sign-in: player view and actions, queues, four-eyes proposals, a day's reconciliation",
    },
  },
  {
    name: 'entry modules',
    rule: "feature layer, the player's own routes",
    feature: true,
    modules: {
      platform: "the player's root routes: registration, sign-in, me, profile, presence",
    },
  },
  {
    name: 'orchestration',
    rule: 'feature layer, composes the features below',
    feature: true,
    modules: {
      'barred-accounts':
        "an account the regulator's list bars: closed, its money paid out to the holder, its e-mail no longer written to",
      'barred-list-checks':
        "a CPF against the regulator's barred list (SIGAP's Módulo de Impedidos): at registration, the day's first sign-in, a 15-day sweep (docs/api/providers.md#impedidos)",
      casino: 'catalogue, tile images and their drawn art, game start',
      oversight: 'what an operator decides about money a brake held: release or return',
      'provider-callbacks':
        "the providers' signed callbacks (/providers-api): credit a deposit, settle a payout, record a KYC verdict",
      reconciliation:
        'the checks that the money adds up (the `reconcile` report): Pix received, money out, a day of game money, the three combined',
      retention: 'the hourly clean-up of what must not grow without bound',
      seed: 'demo account, catalogue, test documents (demo only), and what marks a demo database',
    },
  },
  {
    name: 'game money',
    rule: 'feature layer, a late win on a closed account leaves through the wallet',
    feature: true,
    modules: {
      games: "the aggregator's game launch and the seamless wallet it calls (/games-wallet)",
    },
  },
  {
    name: 'wallet and providers',
    rule: "feature layer, the player's Pix money and the third parties",
    feature: true,
    modules: {
      providers:
        "the third parties' adapters: payment, KYC, document check, e-mail, postal codes (falling back on a bundled table), the barred list",
      wallet:
        "Pix deposits (BR Code) and withdrawals, queued out through payouts/ under protection/'s rules",
    },
  },
  {
    name: 'standalone features',
    rule: 'feature layer, on the shared modules alone',
    feature: true,
    modules: {
      alerts: "a player's round alerts (/api/alerts)",
      health: 'GET /health, /health/live, /health/ready (docs/operations/health.md#health)',
      history:
        "the rounds' open data: rounds/ (the store, its feed, ingestion), simulator/, fairness/ (hash chains, proofs, range), stream/ (SSE), open-data/ (public reads, export, OpenAPI, cache)",
      kyc: 'KYC sessions and the demo widget page',
      payouts:
        'money out: queued with its ledger movement, sent after the commit, settled by the signed callback',
      protection:
        'limits, pauses, self-exclusion, play sessions, the reality check, closing an account, halting play',
      'public-routes':
        "the small routes anyone may call unsigned: the postal-code service (/cep-api), the apps' error reports (/api/client-errors, /ops-api/client-errors), the offline verifier page (/verificador.html), the built web app with SPA fallback",
      staff: 'staff accounts, TOTP sign-in, sessions, the permission guard, the staff audit helper',
      'user-records': "the second system's user records (/users-api)",
    },
  },
  {
    name: 'shared modules',
    rule: 'every feature stands on them; they import no feature',
    modules: {
      accounts: 'the users table every service reads: account, credentials, address, states',
      audit: 'the audit trail every money and identity change writes',
      auth: 'passwords (scrypt), bearer sessions, the authenticate hook, the sign-in throttle, the one-time e-mailed links, presence (who is online)',
      deposits: "the Pix charges' table: the wallet writes it, a block of play cancels its charges",
      idempotency: "the money calls' Idempotency-Key (config.idempotency -> request.idempotency)",
      jobs: 'the scheduler every background job runs on: timers in a server, by hand in tests',
      metrics: "the api's Prometheus metrics",
      money: 'the append-only ledger',
      'provider-wire':
        'how the api speaks to a provider: JSON calls with a deadline, signed callbacks',
      settings: 'APP_MODE and the operator settings file (public and private parts)',
      'start-up':
        'the timed steps of a start, logged before the api listens (docs/operations/start-up.md#start-up)',
    },
  },
  {
    name: 'infrastructure',
    rule: 'nothing of src but the base; neither knows the other',
    modules: {
      db: 'PGlite or PostgreSQL behind one Queryable, LISTEN feeds, migrations, table owners, lock file, backup',
      http: 'error handler (pt-BR bodies), zod compilers, security headers, rate limits, operator key, event streams',
    },
  },
  {
    name: 'base',
    rule: 'imports nothing of src',
    modules: {
      'env.ts': 'the only reader of process.env',
      config:
        "each area's settings (server, ops, staff, database, web, login, history, Pix, demo, limits), which env.ts joins",
      'clock.ts':
        'the Clock services are handed (tests control time), and the end-to-end offset clock',
      'domain-errors.ts':
        'the failures the rules throw (NotFound, Conflict, Refused…), no HTTP in them',
    },
  },
  {
    name: 'test support',
    rule: 'outside the layers: only tests import it',
    modules: {
      test: 'every shared test helper: test app, accounts, clocks, timers, databases, golden vectors, fixtures (docs/api/testing.md#where-test-support-lives)',
    },
  },
];

const entries = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true }).filter(
  (entry) =>
    entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')),
);
const layerOf = (name) => {
  const layer = API_LAYERS.find((candidate) => candidate.name === name);
  if (!layer) throw new Error(`apps/api/eslint.config.js: no layer ${name}`);
  return Object.keys(layer.modules);
};
const COMPOSITION = layerOf('composition');
const ABOVE_FEATURES = [...layerOf('sandbox'), ...layerOf('back office')];
const SHARED = layerOf('shared modules');
const INFRASTRUCTURE = layerOf('infrastructure');
const BASE = layerOf('base');
const TEST_SUPPORT = layerOf('test support');

// The feature layers from the bottom up.
const FEATURE_LAYERS = API_LAYERS.filter((layer) => layer.feature)
  .reverse()
  .map((layer) => ({ name: layer.name, modules: Object.keys(layer.modules) }));

const modules = entries
  .map((entry) => entry.name)
  .filter((name) => !COMPOSITION.includes(name) && !TEST_SUPPORT.includes(name));
const placed = new Set([
  ...ABOVE_FEATURES,
  ...SHARED,
  ...INFRASTRUCTURE,
  ...BASE,
  ...FEATURE_LAYERS.flatMap((layer) => layer.modules),
]);
const unplaced = modules.filter((name) => !placed.has(name));
if (unplaced.length > 0)
  throw new Error(
    `apps/api/eslint.config.js: place src/${unplaced.join(', src/')} on a layer of API_LAYERS, with what it holds`,
  );
const inSrc = (names) => names.map((name) => `./src/${name}`);
const except = (names) => names.map((name) => `./${name}`);

/** One zone per feature: no feature of its own layer (but itself) or of a layer above. */
const featureLayerZones = FEATURE_LAYERS.flatMap((layer, level) => {
  const notBelow = FEATURE_LAYERS.slice(level).flatMap((higher) => higher.modules);
  return layer.modules
    .map((name) => ({ name, from: notBelow.filter((other) => other !== name) }))
    .filter(({ from }) => from.length > 0)
    .map(({ name, from }) => ({
      target: `./src/${name}`,
      from: inSrc(from),
      message: `The feature layers run one way: src/${name} is on "${layer.name}" and imports features of lower layers only. What two features of a layer share moves down a layer; what composes them moves up one (docs/architecture.md#api-layers).`,
    }));
});

export const layerZones = [
  {
    target: inSrc(modules),
    from: inSrc(COMPOSITION),
    message:
      'Nothing imports the composition (app.ts, app-parts.ts, server.ts, ops/, commands/): it only assembles the modules. Move what is shared into a module.',
  },
  {
    target: inSrc(modules.filter((name) => name !== 'sandbox')),
    from: './src/sandbox',
    message:
      'Only the composition (app.ts, app-parts.ts, ops/, commands/) and tests import sandbox/: a production module defines the interface it needs and is handed the sandbox double (docs/architecture.md#api-layers).',
  },
  {
    target: inSrc(modules.filter((name) => name !== 'backoffice')),
    from: './src/backoffice',
    message:
      'Only the ops listener imports backoffice/: the back office stands on the modules, never under them.',
  },
  ...featureLayerZones,
  {
    target: inSrc(SHARED),
    from: './src',
    except: except([...SHARED, ...INFRASTRUCTURE, ...BASE]),
    message: `The shared modules (${SHARED.join(', ')}) import no feature: what a feature and a shared module both need belongs in the shared module.`,
  },
  ...INFRASTRUCTURE.map((folder) => ({
    target: `./src/${folder}`,
    from: './src',
    except: except([folder, ...BASE]),
    message: `src/${folder} is infrastructure: it imports nothing of src but the base, ${BASE.join(', ')} (db/ and http/ know nothing of each other).`,
  })),
  {
    target: inSrc(BASE),
    from: './src',
    except: except(BASE),
    message: `${BASE.join(', ')} are the base: they import nothing of src.`,
  },
];

// Inside a module, imports are relative; any import that leaves it names the
// root, #/ (package.json "imports"), so a file says at a glance which of its
// imports are its module's own. A file at src/ holds no relative import; one
// in src/<m>/ none with ../; one in src/<m>/<sub>/ none with ../../.
const LEAVES_MODULE =
  'An import that leaves its module starts at the root, #/<module>/<file>.js (docs/architecture.md#api-code-rules).';
const relativeImportRules = [
  { files: ['src/*.ts'], regex: String.raw`^\.` },
  { files: ['src/*/*.ts'], regex: String.raw`^\.\./` },
  { files: ['src/*/*/*.ts'], regex: String.raw`^(\.\./){2}` },
].map(({ files, regex }) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex, message: LEAVES_MODULE }] }],
  },
}));

// SQL lives in `*-repository.ts` modules, the database layer (`src/db/`, the
// migration runner included) and the seed: a string or template that starts
// like a statement anywhere else in the production code is refused.
const SQL_START = String.raw`/^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s)/`;
const SQL_MESSAGE =
  'SQL belongs in a *-repository.ts module (docs/architecture.md#api-code-rules).';

// Money is `Cents` from where it is read (docs/architecture.md#api-code-rules): a row's
// money column (`*_cents`) is typed `Cents` in its repository, never number
// or string; nothing converts a money field with Number(); and no property or
// parameter named `*Cents` is typed number (@velas/eslint-config/money).
const MONEY_MESSAGE =
  'Money is Cents from where it is read: type the *_cents column as Cents in its repository (docs/architecture.md#api-code-rules).';
const MONEY_SELECTORS = [
  {
    selector: "CallExpression[callee.name='Number'] MemberExpression[property.name=/cents/i]",
    message: MONEY_MESSAGE,
  },
  {
    selector:
      'TSPropertySignature[key.name=/_cents$/] > TSTypeAnnotation :matches(TSNumberKeyword, TSStringKeyword)',
    message: MONEY_MESSAGE,
  },
  ...numberCentsSelectors,
];

// A row leaves its repository camelCase (docs/architecture.md#api-code-rules):
// the repository aliases its columns (`selectFields`, `amount_cents AS
// "amountCents"`), so no service, route or job reads a snake_case property.
// A third party's wire format keeps its documented names: each file that
// reads one lists those names, and any other snake_case read there still
// fails. The folders below are the ones converted; the rest of src/ joins
// as it is.
const ROWS_MESSAGE =
  'A row leaves its repository camelCase: alias the column there (selectFields, AS "camelCase") and read the camelCase field (docs/architecture.md#api-code-rules).';
/** The selectors of a snake_case read (member, computed member, destructuring), `allowed` names aside. */
const snakeSelectors = (allowed = []) => {
  const except = allowed.length === 0 ? '' : `(?!(${allowed.join('|')})$)`;
  const snake = `/^${except}[a-z][a-z0-9]*(_[a-z0-9]+)+$/`;
  return [
    `MemberExpression[computed=false] > Identifier.property[name=${snake}]`,
    `MemberExpression[computed=true] > Literal.property[value=${snake}]`,
    `ObjectPattern > Property > Identifier.key[name=${snake}]`,
    `ObjectPattern > Property > Literal.key[value=${snake}]`,
  ].map((selector) => ({ selector, message: ROWS_MESSAGE }));
};
/** Files that read a third party's wire format: whose, and the documented names they read. */
export const WIRE_FORMAT_FIELDS = {
  'src/games/aggregator-catalogue.ts': {
    reason: "the aggregator's games list (docs/games.md#catalogue-from-the-aggregator)",
    fields: ['game_code', 'url_thumb', 'url_background'],
  },
  'src/games/game-wallet.ts': {
    reason: "the aggregator's seamless-wallet calls (@velas/domain/schemas/game-wallet)",
    fields: ['request_uuid', 'transaction_uuid', 'reference_transaction_uuid', 'game_code'],
  },
  'src/payouts/payout-provider.ts': {
    reason: "the payment provider's payout request (docs/api/providers.md)",
    fields: ['payout_id'],
  },
  'src/kyc/kyc-verdict.ts': {
    reason: "the KYC provider's verdict callback (docs/api/providers.md)",
    fields: ['verified_document', 'verified_birth_date'],
  },
  'src/platform/password-change-route.ts': {
    reason: "the api's own documented request body (@velas/domain/schemas)",
    fields: ['current_password'],
  },
  'src/platform/transactions-routes.ts': {
    reason: "the api's own documented query and answer (@velas/domain/schemas/transactions)",
    fields: ['per_page'],
  },
  'src/provider-callbacks/callback-events.ts': {
    reason: "the providers' signed callbacks: payment, payout, KYC (docs/api/providers.md)",
    fields: [
      'event_id',
      'charge_id',
      'payment_id',
      'amount_cents',
      'payout_id',
      'session_id',
      'user_reference',
    ],
  },
  'src/providers/barred-list-provider.ts': {
    reason: "the barred list's answer (docs/api/providers.md#impedidos)",
    fields: ['answered_at'],
  },
  'src/providers/document-check.ts': {
    reason: "the document check's answer (docs/api/providers.md)",
    fields: ['birth_date'],
  },
  'src/providers/kyc-widgets.ts': {
    reason: "the KYC provider's new widget answer (docs/api/providers.md)",
    fields: ['widget_url'],
  },
  'src/reconciliation/received-pix.ts': {
    reason:
      "the reconcile report's states of a received payment, its totals keyed by them (docs/api/money.md#reconciliation)",
    fields: ['refund_processing', 'pending_review'],
  },
  'src/sandbox/aggregator/demo-operator-routes.ts': {
    reason: "the aggregator's game-url call, as the demo aggregator receives it",
    fields: ['game_code'],
  },
  'src/sandbox/barred-list/demo-barred-list.ts': {
    reason:
      "the barred list's answer, as the demo double writes it (docs/api/providers.md#impedidos)",
    fields: ['answered_at'],
  },
  'src/sandbox/payouts/demo-payout-provider.ts': {
    reason:
      "the payment provider's payout request, as the demo double receives it (docs/api/providers.md)",
    fields: ['payout_id', 'amount_cents'],
  },
  'src/wallet/pix-charges.ts': {
    reason: "the payment provider's answer to a new charge (docs/api/providers.md)",
    fields: ['br_code', 'expires_at'],
  },
};
/** The SQL, money and row rules of a file outside the repositories, its wire names aside. */
const camelRowRules = (allowed) => ({
  'no-restricted-syntax': [
    'error',
    { selector: `Literal[value=${SQL_START}]`, message: SQL_MESSAGE },
    { selector: `TemplateElement[value.raw=${SQL_START}]`, message: SQL_MESSAGE },
    ...MONEY_SELECTORS,
    ...snakeSelectors(allowed),
  ],
});

// *.generated.ts files are written by a tool (openapi-typescript) and checked
// by their test.
export default [
  { ignores: ['src/**/*.generated.ts'] },
  ...baseConfig(import.meta.dirname),
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*-repository.ts',
      'src/db/**',
      'src/seed/**',
      'src/test/**',
      'src/**/*.test.ts',
      ...Object.keys(WIRE_FORMAT_FIELDS),
    ],
    rules: camelRowRules([]),
  },
  ...Object.entries(WIRE_FORMAT_FIELDS).map(([file, { fields }]) => ({
    files: [file],
    rules: camelRowRules(fields),
  })),
  {
    files: ['src/**/*-repository.ts', 'src/db/**', 'src/seed/**'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_SELECTORS] },
  },
  {
    // Routes parse, call a service and answer (docs/architecture.md#api-code-rules): a
    // handler over 40 lines is carrying rules that belong in a service, and a route
    // plugin over 60 lines holds route groups that belong in files of their own.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**'],
    plugins: { velas: fastifyPlugin },
    rules: {
      'velas/max-handler-lines': ['error', { max: 40 }],
      'velas/max-route-plugin-lines': ['error', { max: 60 }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  ...relativeImportRules,
  {
    // process.env: env.ts for the api itself; the test, reliability and bench
    // harnesses read their own knobs (TEST_DATABASE_URL, RELIABILITY_*).
    files: ['src/env.ts', 'src/test/**', 'reliability/**', 'testing/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
