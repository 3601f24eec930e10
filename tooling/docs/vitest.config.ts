import { defineConfig } from 'vitest/config';

// constants-table.ts reads the domain's sources (the @velas/source condition),
// never a dist/ a clean clone has not built.
const conditions = ['@velas/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
});
