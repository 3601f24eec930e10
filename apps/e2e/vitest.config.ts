import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './src/harness/workers.js';

export default defineConfig({
  // The workspace packages resolve to their sources, never to a dist/: in the
  // test files (Vite's client and ssr environments) and in the global setup,
  // which vitest runs in its own __vitest__ environment.
  resolve: { conditions: ['@velas/source'] },
  ssr: { resolve: { conditions: ['@velas/source'] } },
  environments: { __vitest__: { resolve: { conditions: ['@velas/source'] } } },
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/harness/global-setup.ts'],
    // Building and creating the embedded database take a while on 2 cores.
    hookTimeout: 300_000,
    testTimeout: 90_000,
    // expect.poll waits like every playwright step does (browser-session's 15 s
    // default): its own 1 s default fails a correct screen whenever the shared
    // machine is loaded (a worker computing statistics, a screen still loading).
    expect: { poll: { timeout: 15_000 } },
    // One file at a time unless E2E_WORKERS says more, each worker on its own api (src/harness/workers.ts).
    maxWorkers: e2eWorkers(),
    // A flaky step must not pass on a retry: a failure is a failure.
    retry: 0,
  },
});
