import { readdirSync } from 'node:fs';
import { reactConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder rule of src/ (README "Layout of the code"): route modules and
// layouts compose features; a feature never imports another feature, a route
// or a layout; the shared folders import none of those.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const composers = ['./src/app/routes', './src/layouts'];
const sharedFolders = ['./src/ui', './src/lib', './src/components', './src/services'];

const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: componha-as numa rota (src/app/routes) ou mova o que é comum para uma pasta compartilhada.',
  })),
  {
    target: './src/features',
    from: composers,
    message: 'Features não importam rotas nem layouts: são eles que compõem as features.',
  },
  {
    target: sharedFolders,
    from: ['./src/features', ...composers],
    message: 'Pastas compartilhadas não dependem de features, rotas nem layouts.',
  },
];

export default tseslint.config(
  ...reactConfig(import.meta.dirname),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Plain JavaScript outside the TypeScript project: the build/bench scripts
    // (Node) and the service worker (served as is, no bundling).
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
);
