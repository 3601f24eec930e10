import { defineConfig } from 'vitest/config';

// Vitest runs tests in Vite's SSR environment, which takes its conditions from
// `ssr.resolve`: without it, @velas/domain resolved to its built dist/ (stale
// or, in a fresh worktree, missing) instead of its sources.
const conditions = ['@velas/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { include: ['src/**/*.test.ts'] },
});
