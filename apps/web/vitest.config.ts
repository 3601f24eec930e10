import react from '@vitejs/plugin-react';
import { componentTestProjects } from '@velas/web-testing/test-projects';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@velas/source'] },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    projects: componentTestProjects(import.meta.dirname),
    testTimeout: 60_000,
  },
});
