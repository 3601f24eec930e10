import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The ops listener `pnpm dev` talks to (docs/operations/back-office.md#back-office). */
const opsOrigin = process.env.VELAS_OPS_ORIGIN ?? 'http://127.0.0.1:3100';

// Built into dist/, which the api serves on its ops listener
// (apps/api/src/ops/backoffice-app.ts). In `pnpm dev` the calls go through
// Vite's proxy, which presents them as coming from the ops origin: the staff
// guard refuses a write whose Origin is not OPS_ORIGIN.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@velas/source'] },
  build: { target: 'es2022' },
  server: {
    proxy: {
      '/ops-api': { target: opsOrigin, changeOrigin: true, headers: { origin: opsOrigin } },
    },
  },
});
