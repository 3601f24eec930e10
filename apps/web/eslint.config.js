import { reactAppConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder rule of src/ (docs/architecture.md#web-layers), from the top
// down: app/ composes (App, router, route modules); layouts; features;
// components and services; ui; core (store, the one api, hooks, config,
// session, theme); lib. Nothing imports app/ but the entry points (main.tsx,
// prerender.tsx) and the test helpers; a feature never imports another
// feature; the lower folders never import the ones above them. Money is
// Cents. src/eslint-zones.test.ts and src/eslint-money.test.ts prove it.
export default tseslint.config(
  ...reactAppConfig(import.meta.dirname, {
    layers: [['layouts'], ['features'], ['components', 'services'], ['ui'], ['core'], ['lib']],
  }),
  {
    // Plain JavaScript outside the TypeScript project: the build/bench scripts
    // (Node) and the service worker (served as is, no bundling).
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
);
