import { defineConfig } from 'vitest/config';

// Vitest runs tests in Vite's SSR environment, which takes its conditions from
// `ssr.resolve`: without it, @velas/domain resolved to its built dist/ (stale
// or, in a fresh worktree, missing) instead of its sources.
const conditions = ['@velas/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // Chains of 20,000 rounds and 10,000-session simulations take seconds on a
  // loaded 2-core machine: give them the other packages' 30 s, not vitest's 5 s.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
