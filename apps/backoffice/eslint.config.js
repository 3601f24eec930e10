import { readdirSync } from 'node:fs';
import { numberCentsSelectors } from '@velas/eslint-config/money';
import { reactConfig } from '@velas/eslint-config/react';
import tseslint from 'typescript-eslint';

// Every screen reads its texts from packages/domain/src/backoffice/texts.ts:
// velas/no-inline-text holds it with no file exempt (docs/architecture.md#texts).

// The folder rule of src/ (docs/architecture.md#appsbackoffice), the web
// app's floors without its services/: app/ composes (App, the route table,
// the signed-in gate); layouts; features; components; ui; core (store, the
// one api, hooks, session, theme); lib. Nothing imports app/ but main.tsx and
// the test helpers; a feature never imports another feature nor a layout;
// the lower folders never import the ones above them.
// src/eslint-zones.test.ts proves that each zone fires.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const layerZones = [
  {
    target: [
      './src/layouts',
      './src/features',
      './src/components',
      './src/ui',
      './src/core',
      './src/lib',
    ],
    from: './src/app',
    message:
      'Nada importa src/app: ele só compõe (App, rotas, o portão de login). O que é comum vai para src/core ou para uma pasta compartilhada.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: componha-as numa rota (src/app/router.tsx) ou mova o que é comum para uma pasta compartilhada.',
  })),
  {
    target: './src/features',
    from: './src/layouts',
    message: 'Features não importam layouts: são os layouts e as rotas que compõem as features.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/layouts'],
    message: 'src/components é compartilhado: não depende de features nem de layouts.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/layouts', './src/components'],
    message:
      'ui/ só desenha: não importa features, layouts nem components (uma peça que age vai para src/components).',
  },
  {
    target: './src/core',
    from: ['./src/features', './src/layouts', './src/components', './src/ui'],
    message: 'src/core fica embaixo: não importa features, layouts, components nem ui.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/layouts', './src/components', './src/ui', './src/core'],
    message: 'src/lib é o chão: funções puras, sem importar o resto de src.',
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
);
