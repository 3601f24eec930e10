import { reactAppConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder rule of src/ (docs/architecture.md#web-layers), from the top
// down: app/ composes (App, router, route modules: the only folder that
// imports features); layouts; features;
// components and services; ui; core (store, the one api, hooks, config,
// session, theme); lib. Nothing imports app/ but the entry points (main.tsx,
// prerender.tsx) and the test helpers; a feature never imports another
// feature; the lower folders never import the ones above them. Money is
// Cents. A route module defines no styled component. src/eslint-zones.test.ts,
// src/eslint-money.test.ts and src/eslint-routes.test.ts prove it.
export default tseslint.config(
  ...reactAppConfig(import.meta.dirname, {
    layers: [['layouts'], ['features'], ['components', 'services'], ['ui'], ['core'], ['lib']],
  }),
  {
    // A route module only composes (docs/architecture.md#web-layers): how a
    // screen looks is drawn in its feature, src/components or src/ui, so a
    // route defines no styled component; it may still read the theme. The
    // typescript-eslint copy of the rule, so the redux hooks restriction that
    // core no-restricted-imports holds everywhere stays in force here.
    // src/eslint-routes.test.ts proves it.
    files: ['src/app/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              allowImportNames: ['useTheme'],
              message:
                'A route (src/app/routes) only composes: styles go to the feature, src/components or src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript outside the TypeScript project: the build/bench scripts
    // (Node) and the service worker (served as is, no bundling).
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
);
