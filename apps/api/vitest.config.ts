import { defineConfig } from 'vitest/config';

// The same suite runs on PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL names a server: `pnpm run test` (and so `npm test`) runs
// it under with-test-postgres, which starts a throwaway one when it is unset.
const backends = [{ name: 'pglite', globalSetup: './src/test/setup-pglite.ts' }];
if (process.env.TEST_DATABASE_URL)
  backends.push({ name: 'postgres', globalSetup: './src/test/setup-postgres.ts' });

export default defineConfig({
  // The workspace packages resolve to their sources, never to a dist/: in the
  // test files (Vite's client and ssr environments) and in the global setup,
  // which vitest runs in its own __vitest__ environment.
  resolve: { conditions: ['@velas/source'] },
  ssr: { resolve: { conditions: ['@velas/source'] } },
  environments: { __vitest__: { resolve: { conditions: ['@velas/source'] } } },
  test: {
    include: ['src/**/*.test.ts'],
    // Creating a PGlite data directory takes seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: backends.map((backend) => ({
      extends: true,
      test: { name: backend.name, globalSetup: backend.globalSetup },
    })),
  },
});
