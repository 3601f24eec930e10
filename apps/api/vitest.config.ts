import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@velas/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    // Creating a PGlite data directory takes seconds (STACK-NOTES trap 8).
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
