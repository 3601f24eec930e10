import { defineConfig } from 'vitest/config';

const conditions = ['@velas/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The kit's component tests ask for jsdom in their first line; the rest run in Node.
    setupFiles: ['./test/kit-test-setup.ts'],
    testTimeout: 30_000,
  },
});
