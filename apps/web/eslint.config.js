import { reactConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(...reactConfig(import.meta.dirname), {
  // Plain JavaScript outside the TypeScript project: the build/bench scripts
  // (Node) and the service worker (served as is, no bundling).
  files: ['scripts/**/*.mjs', 'public/**/*.js'],
  extends: [tseslint.configs.disableTypeChecked],
  languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
});
