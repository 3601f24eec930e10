import { baseConfig } from '@velas/eslint-config/base';
import { fastifyPlugin } from '@velas/eslint-config/fastify';

// SQL lives in `*-repository.ts` modules, the database layer (`src/db/`, the
// migration runner included) and the seed: a string or template that starts
// like a statement anywhere else in the production code is refused.
const SQL_START = String.raw`/^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s)/`;
const SQL_MESSAGE = 'SQL belongs in a *-repository.ts module (docs/api/code-layout.md).';

// public/ holds the KYC widget's browser script, served as is; *.generated.ts
// files are written by a tool (openapi-typescript) and checked by their test.
export default [
  { ignores: ['public/**', 'src/**/*.generated.ts'] },
  ...baseConfig(import.meta.dirname),
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
      ],
    },
  },
  {
    // Routes parse, call a service and answer (docs/api/code-layout.md): a
    // handler over 40 lines is carrying rules that belong in a service.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/test/**'],
    plugins: { velas: fastifyPlugin },
    rules: { 'velas/max-handler-lines': ['error', { max: 40 }] },
  },
  {
    // process.env: env.ts for the api itself; the test, reliability and bench
    // harnesses read their own knobs (TEST_DATABASE_URL, RELIABILITY_*).
    files: ['src/env.ts', 'src/test/**', 'reliability/**', 'testing/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
