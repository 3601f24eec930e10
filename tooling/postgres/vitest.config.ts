import { defineConfig } from 'vitest/config';

// Starting a server takes about a second alone and over ten on a loaded 2-core machine.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
