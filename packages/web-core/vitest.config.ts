import { defineConfig } from 'vitest/config';

const conditions = ['@velas/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
