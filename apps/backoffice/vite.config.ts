import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into dist/, which the api serves on its ops listener
// (apps/api/src/ops/backoffice-app.ts). `pnpm dev` proxies the api's calls to
// a local ops listener; the staff guard wants the ops origin on every write,
// so the dev server passes the browser's Origin through unchanged only when
// VELAS_OPS_ORIGIN names it (docs/operations.md#back-office).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@velas/source'] },
  build: { target: 'es2022' },
  server: {
    proxy: {
      '/ops-api': {
        target: process.env.VELAS_OPS_ORIGIN ?? 'http://127.0.0.1:3100',
        changeOrigin: true,
      },
    },
  },
});
