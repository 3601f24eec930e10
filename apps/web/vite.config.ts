import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@velas/source'] },
  worker: { format: 'es' },
  build: {
    // The bench script walks the manifest to sum what each route loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    // `pnpm dev` talks to a local api on the decisions §2 mount points.
    proxy: Object.fromEntries(
      ['/api', '/v2', '/users-api', '/history-api', '/kyc-api', '/cep-api'].map((path) => [
        path,
        { target: process.env.VELAS_API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
