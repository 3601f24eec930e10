import { baseConfig } from '@velas/eslint-config/base';
import { fastifyPlugin } from '@velas/eslint-config/fastify';
import { numberCentsSelectors } from '@velas/eslint-config/money';
import { centsColumnSelectors } from './lint/cents-column-selectors.ts';
import { layerZones } from './lint/layer-zones.ts';
import { moduleRootRules } from './lint/module-root.ts';
import { ROUTES_READING_REPOSITORIES } from './lint/routes-reading-repositories.ts';
import { snakeCaseReadSelectors } from './lint/snake-case-reads.ts';
import { sqlSelectors } from './lint/sql-selectors.ts';
import { WIRE_FORMAT_FIELDS } from './lint/wire-format-fields.ts';

// The api's lint: the shared rules, then its own, each in lint/ (the layers
// themselves in architecture.ts), proved by src/eslint-zones.test.ts and
// src/lint-rules.test.ts (docs/architecture.md#api-code-rules).
const moneySelectors = [...centsColumnSelectors, ...numberCentsSelectors];
const REPOSITORIES = ['src/**/*-repository.ts', 'src/db/**', 'src/seed/**'];
const TESTS = ['src/**/*.test.ts', 'src/test/**'];
const WIRE_FILES = Object.keys(WIRE_FORMAT_FIELDS);
const ROUTE_FILES = ['src/**/*-route.ts', 'src/**/*-routes.ts', 'src/**/routes.ts'];

/** Outside the repositories: no SQL, money typed Cents, rows read camelCase but for `wireNames`. */
const outsideRepositories = (wireNames) => ({
  'no-restricted-syntax': [
    'error',
    ...sqlSelectors,
    ...moneySelectors,
    ...snakeCaseReadSelectors(wireNames),
  ],
});

// *.generated.ts files are written by a tool (openapi-typescript) and checked
// by their test.
export default [
  { ignores: ['src/**/*.generated.ts'] },
  ...baseConfig(import.meta.dirname),
  {
    files: ['src/**/*.ts'],
    ignores: [...REPOSITORIES, ...TESTS, ...WIRE_FILES],
    rules: outsideRepositories([]),
  },
  ...Object.entries(WIRE_FORMAT_FIELDS).map(([file, { fields }]) => ({
    files: [file],
    rules: outsideRepositories(fields),
  })),
  {
    files: REPOSITORIES,
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...moneySelectors] },
  },
  {
    // Routes parse, call a service and answer (docs/architecture.md#api-code-rules): a
    // handler over 40 lines is carrying rules that belong in a service, and a route
    // plugin over 60 lines holds route groups that belong in files of their own.
    files: ['src/**/*.ts'],
    ignores: TESTS,
    plugins: { velas: fastifyPlugin },
    rules: {
      'velas/max-handler-lines': ['error', { max: 40 }],
      'velas/max-route-plugin-lines': ['error', { max: 60 }],
      // The handle, then one named object (docs/architecture.md#api-code-rules).
      'max-params': ['error', 4],
    },
  },
  {
    // A route file imports services, never a repository: what a handler does
    // with rows is a procedure with its own tests (docs/architecture.md#api-code-rules).
    files: ROUTE_FILES,
    ignores: [...TESTS, ...Object.keys(ROUTES_READING_REPOSITORIES)],
    plugins: { velas: fastifyPlugin },
    rules: { 'velas/no-repository-in-routes': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  ...moduleRootRules,
  {
    // process.env: env.ts for the api itself; the test, reliability and bench
    // harnesses read their own knobs (TEST_DATABASE_URL, RELIABILITY_*).
    files: ['src/env.ts', 'src/test/**', 'reliability/**', 'testing/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
