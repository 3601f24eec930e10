import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@velas/source'] },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
