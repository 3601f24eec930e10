import { readdirSync } from 'node:fs';
import { baseConfig } from '@velas/eslint-config/base';
import { fastifyPlugin } from '@velas/eslint-config/fastify';
import { numberCentsSelectors } from '@velas/eslint-config/money';
import globals from 'globals';

// The folder layers of src/ (docs/architecture.md#api-layers), from the top
// down: the composition (app.ts, server.ts, ops/, commands/) that nothing
// imports; sandbox/, the demo's doubles of third parties, which only the
// composition hands in; backoffice/, which only the ops listener mounts; the
// feature modules, stacked in FEATURE_LAYERS; the shared modules every feature
// stands on, which import no feature; the infrastructure, db/ and http/, which
// know nothing of the modules nor of each other; and the base, env.ts,
// clock.ts and domain-errors.ts.
// src/eslint-zones.test.ts proves that each zone fires.
const entries = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true }).filter(
  (entry) =>
    entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')),
);
const COMPOSITION = ['app.ts', 'server.ts', 'ops', 'commands'];
const ABOVE_FEATURES = ['sandbox', 'backoffice'];
const SHARED = [
  'accounts',
  'audit',
  'auth',
  'deposits',
  'idempotency',
  'jobs',
  'metrics',
  'money',
  'presence',
  'provider-wire',
  'settings',
  'start-up',
];
const INFRASTRUCTURE = ['db', 'http'];
const BASE = ['env.ts', 'clock.ts', 'domain-errors.ts'];

// The feature modules, from the bottom layer up: a feature imports the shared
// modules and the features of lower layers, never one of its own layer or
// above. What two features of one layer both need belongs to a lower one;
// what composes them belongs to a higher one.
export const FEATURE_LAYERS = [
  {
    name: 'standalone features',
    modules: [
      'alerts',
      'cep',
      'client-errors',
      'health',
      'history',
      'kyc',
      'payouts',
      'protection',
      'staff',
      'user-records',
      'verify',
      'web',
    ],
  },
  // The player's Pix money, queued out through payouts/ under protection/'s
  // rules (its charges' table is the shared deposits/, which protection/
  // writes too when a block halts play); the third parties' adapters, the
  // postal codes falling back on cep/.
  { name: 'wallet and providers', modules: ['providers', 'wallet'] },
  // The seamless wallet the games call: a late win on a closed account
  // leaves at once through the wallet's withdrawal.
  { name: 'game money', modules: ['games'] },
  // What composes the features: barring an account, the checks against the
  // regulator's barred list, the providers' callbacks, the operator's money
  // decisions, the reconciliation of the money, the lobby, the demo's seed
  // and the clean-up.
  {
    name: 'orchestration',
    modules: [
      'barred-accounts',
      'barred-list-checks',
      'casino',
      'oversight',
      'provider-callbacks',
      'reconciliation',
      'retention',
      'seed',
    ],
  },
  // The player's own routes: registration, sign-in, the account page (which
  // shows a bar).
  { name: 'entry modules', modules: ['platform'] },
];

const modules = entries
  .map((entry) => entry.name)
  .filter((name) => !COMPOSITION.includes(name) && name !== 'test');
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
    `apps/api/eslint.config.js: place src/${unplaced.join(', src/')} on a layer (FEATURE_LAYERS, SHARED, …)`,
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
      'Nothing imports the composition (app.ts, server.ts, ops/, commands/): it only assembles the modules. Move what is shared into a module.',
  },
  {
    target: inSrc(modules.filter((name) => name !== 'sandbox')),
    from: './src/sandbox',
    message:
      'Only the composition (app.ts, ops/, commands/) and tests import sandbox/: a production module defines the interface it needs and is handed the sandbox double (docs/architecture.md#api-layers).',
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

// A module's repositories are its own: the other modules and the composition
// reach the queries it offers through its door, src/<m>/index.ts, which
// re-exports them; tests may import a repository itself (the rule skips them).
// One zone per folder, built from the modules the layer zones place.
const repositoryZones = modules
  .filter((name) => !BASE.includes(name))
  .map((name) => ({
    target: inSrc([...COMPOSITION, ...modules].filter((other) => other !== name)),
    from: `./src/${name}/**/*-repository.ts`,
    message: `src/${name}'s repositories are its own: import what it offers from src/${name}/index.js, its door (docs/architecture.md#api-code-rules).`,
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

// public/ holds browser scripts served as they are (the crash page's, the KYC
// widget's): linted and type-checked (public/tsconfig.json) like the rest.
// *.generated.ts files are written by a tool (openapi-typescript) and checked
// by their test.
export default [
  { ignores: ['src/**/*.generated.ts'] },
  ...baseConfig(import.meta.dirname),
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*-repository.ts',
      'src/db/**',
      'src/seed/**',
      'src/test/**',
      'src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SQL_START}]`, message: SQL_MESSAGE },
        { selector: `TemplateElement[value.raw=${SQL_START}]`, message: SQL_MESSAGE },
        ...MONEY_SELECTORS,
      ],
    },
  },
  {
    files: ['src/**/*-repository.ts', 'src/db/**', 'src/seed/**'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_SELECTORS] },
  },
  {
    // Routes parse, call a service and answer (docs/architecture.md#api-code-rules): a
    // handler over 40 lines is carrying rules that belong in a service.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**'],
    plugins: { velas: fastifyPlugin },
    rules: { 'velas/max-handler-lines': ['error', { max: 40 }] },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...repositoryZones] }],
    },
  },
  {
    // process.env: env.ts for the api itself; the test, reliability and bench
    // harnesses read their own knobs (TEST_DATABASE_URL, RELIABILITY_*).
    files: ['src/env.ts', 'src/test/**', 'reliability/**', 'testing/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
