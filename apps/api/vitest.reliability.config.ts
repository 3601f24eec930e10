import { defineConfig } from 'vitest/config';

// Reliability and security tests (docs/reliability.md): real api
// processes on 127.0.0.1 against PostgreSQL (TEST_DATABASE_URL), and
// app.inject on PGlite for fuzzing and access checks. Files run one at a time:
// they load both CPUs, and their figures mean something only alone.
export default defineConfig({
  // The workspace packages resolve to their sources, never to a dist/: in the
  // test files (Vite's client and ssr environments) and in the global setup,
  // which vitest runs in its own __vitest__ environment.
  resolve: { conditions: ['@velas/source'] },
  ssr: { resolve: { conditions: ['@velas/source'] } },
  environments: { __vitest__: { resolve: { conditions: ['@velas/source'] } } },
  test: {
    include: ['reliability/**/*.test.ts'],
    globalSetup: ['./src/test/setup-pglite.ts', './reliability/support/global-setup.ts'],
    fileParallelism: false,
    hookTimeout: 120_000,
    testTimeout: 600_000,
    reporters: ['default', './reliability/support/figures-reporter.ts'],
  },
});
