import react from '@vitejs/plugin-react';
// By path, not package name: Vite loads this file with plain Node, which
// would need the domain package built first.
import { API_PATH_PREFIXES } from '../../packages/domain/src/services';
import { defineConfig, type Plugin } from 'vite';

/** The service worker's list of api paths, written from the one source at build. */
function serviceWorkerApiPrefixes(): Plugin {
  return {
    name: 'velas-sw-api-prefixes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sw-api-prefixes.js',
        source: `self.API_PATH_PREFIXES = ${JSON.stringify(API_PATH_PREFIXES)};\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerApiPrefixes()],
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
      API_PATH_PREFIXES.map((prefix) => [
        prefix.replace(/\/$/, ''),
        { target: process.env.VELAS_API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
