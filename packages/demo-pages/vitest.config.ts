import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages resolve to their sources, never to a dist/: in the
  // test files (Vite's client and ssr environments) and in the global setup,
  // which vitest runs in its own __vitest__ environment.
  resolve: { conditions: ['@velas/source'] },
  ssr: { resolve: { conditions: ['@velas/source'] } },
  environments: { __vitest__: { resolve: { conditions: ['@velas/source'] } } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
