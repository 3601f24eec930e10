import { readdirSync } from 'node:fs';
import { numberCentsSelectors } from '@velas/eslint-config/money';
import { reactConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder rule of src/ (docs/architecture.md#web-layers), from the top
// down: app/ composes (App, router, route modules); layouts and features;
// components and services; ui; core (store, the one api, hooks, config,
// session, theme); lib. Nothing imports app/ but the entry points (main.tsx,
// prerender.tsx) and the test helpers; a feature never imports another
// feature; the lower folders never import the ones above them.
// src/eslint-zones.test.ts proves that each zone fires.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const belowApp = [
  './src/layouts',
  './src/features',
  './src/components',
  './src/services',
  './src/ui',
  './src/core',
  './src/lib',
];

export const layerZones = [
  {
    target: belowApp,
    from: './src/app',
    message:
      'Nada importa src/app: ele só compõe (App, router, rotas). O que é comum vai para src/core ou para uma pasta compartilhada.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: componha-as numa rota (src/app/routes) ou mova o que é comum para uma pasta compartilhada.',
  })),
  {
    target: './src/features',
    from: './src/layouts',
    message: 'Features não importam layouts: são os layouts e as rotas que compõem as features.',
  },
  {
    target: ['./src/components', './src/services'],
    from: ['./src/features', './src/layouts'],
    message: 'Pastas compartilhadas não dependem de features nem de layouts.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/layouts', './src/components', './src/services'],
    message:
      'ui/ só desenha: não importa features, layouts, components nem services (um componente que lê dados vai para src/components).',
  },
  {
    target: './src/core',
    from: ['./src/features', './src/layouts', './src/components', './src/services', './src/ui'],
    message: 'src/core fica embaixo: não importa features, layouts, components, services nem ui.',
  },
  {
    target: './src/lib',
    from: [
      './src/features',
      './src/layouts',
      './src/components',
      './src/services',
      './src/ui',
      './src/core',
    ],
    message:
      'src/lib é o chão: funções puras e hooks sem estado da aplicação, sem importar o resto de src.',
  },
];

export default tseslint.config(
  ...reactConfig(import.meta.dirname),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Money is Cents (@velas/eslint-config/money): no *Cents typed number.
    // src/eslint-money.test.ts proves that it fires.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...numberCentsSelectors] },
  },
  {
    // Plain JavaScript outside the TypeScript project: the build/bench scripts
    // (Node) and the service worker (served as is, no bundling).
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
);
