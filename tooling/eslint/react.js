import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { baseConfig, maxParamsConfig } from './base.js';
import { jsxTextPlugin } from './jsx-text.js';
import { centsConfig } from './money.js';

/** @param {string} tsconfigRootDir the package folder (import.meta.dirname) */
export function reactConfig(tsconfigRootDir) {
  return tseslint.config(
    ...baseConfig(tsconfigRootDir),
    {
      languageOptions: { globals: globals.browser },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
        // One style, and the name says which file it is; `eslint --fix` adds it.
        'import-x/extensions': [
          'error',
          'always',
          { ignorePackages: true, checkTypeImports: true, fix: true },
        ],
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch'],
                message: 'Use useAppSelector/useAppDispatch from core/hooks.',
              },
            ],
          },
        ],
      },
    },
    {
      // Tests check what a screen shows, so they write its text; the test
      // helpers (src/test/) render fixtures.
      files: ['src/**/*.tsx'],
      ignores: ['src/**/*.test.tsx', 'src/test/**'],
      plugins: { velas: jsxTextPlugin },
      rules: { 'velas/no-inline-text': 'error' },
    },
    {
      // The same texts written in a string outside JSX; texts modules hold them.
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/copy.ts', 'src/**/*.copy.ts'],
      plugins: { velas: jsxTextPlugin },
      rules: { 'velas/no-inline-prose': 'error' },
    },
  );
}

const CAMEL_OR_PASCAL = '+([a-zA-Z])*([a-zA-Z0-9])';

/**
 * A component in PascalCase after itself; a `.ts` file after what it exports;
 * folders kebab-case (docs/architecture.md#file-names).
 */
export const fileNamingConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: [
    // Entry files, named by what loads them: index.html (main.tsx) and the
    // build's prerender script (prerender.tsx).
    'src/main.tsx',
    'src/prerender.tsx',
    // The route table, the name React Router gives it; it exports routes.
    'src/app/router.tsx',
    // Declarations named by their tool (vite-env.d.ts).
    'src/**/*.d.ts',
    // A test is named after what it proves, a module or a rule
    // (eslint-zones.test.ts); the test helpers after the function they export
    // (renderRoute).
    'src/**/*.test.{ts,tsx}',
    'src/test/**',
    // Functions that build the elements a component places, not components:
    // named after the function.
    'src/features/register/fieldSlots.tsx',
    'src/features/strategy-lab/figureRows.tsx',
    'src/app/routes/signed-in/history-aviator/*TabCards.tsx',
  ],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { 'src/**/*.tsx': 'PASCAL_CASE', 'src/**/*.ts': CAMEL_OR_PASCAL },
      { ignoreMiddleExtensions: true },
    ],
    'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
  },
};

/** A folder not named here "sits below". @type {Record<string, { is: string, hint?: string }>} */
const LAYER_SAYS = {
  features: { is: 'is composed in src/app' },
  components: { is: 'is shared' },
  services: { is: 'is shared' },
  ui: { is: 'only draws', hint: 'a piece that reads data or acts goes to src/components' },
  core: { is: 'sits below' },
  lib: { is: 'is the floor', hint: 'pure functions and hooks without app state' },
};

/** "a", "a or b", "a, b or c". @param {string[]} names */
const anyOf = (names) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * Nothing imports app/; a feature never imports another feature; a folder
 * never imports one on a layer above it; a layout receives the features it
 * holds from app/, which alone composes them (docs/architecture.md#web-layers).
 * Each zone's message starts with the folder it guards, which the app's
 * eslint-zones test names to prove that the zone fires.
 * @param {{ root: string, layers: string[][] }} options `layers`: the folders of src/ below app/, top layer first.
 */
export function layerZones({ root, layers }) {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const at = (/** @type {string} */ folder) => `./src/${folder}`;
  return [
    {
      target: layers.flat().map(at),
      from: at('app'),
      message:
        'src/app only composes (App, routes, router): nothing imports it. What is common goes to src/core or to a shared folder.',
    },
    ...features.map((feature) => ({
      target: at(`features/${feature}`),
      from: at('features'),
      except: [`./${feature}`],
      message: `src/features/${feature} imports no other feature: compose them in a route (src/app) or move what is common to a shared folder.`,
    })),
    ...layers
      .slice(
        0,
        Math.max(
          0,
          layers.findIndex((layer) => layer.includes('features')),
        ),
      )
      .flat()
      .map((folder) => ({
        target: at(folder),
        from: at('features'),
        message: `src/${folder} imports no feature: src/app composes them and hands them in as props.`,
      })),
    ...layers.flatMap((layer, index) => {
      const above = layers.slice(0, index).flat();
      if (above.length === 0) return [];
      return layer.map((folder) => {
        const says = LAYER_SAYS[folder] ?? { is: 'sits below' };
        const hint = says.hint ? ` (${says.hint})` : '';
        return {
          target: at(folder),
          from: above.map(at),
          message: `src/${folder} ${says.is}: it does not import ${anyOf(above)}${hint}.`,
        };
      });
    }),
  ];
}

/**
 * A component stays short markup and its logic lives in a hook beside it
 * (docs/architecture.md#function-size). A long declarative table that reads
 * worse split goes under `ignores` with its reason.
 */
export const functionSizeConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
  rules: {
    'max-lines-per-function': [
      'error',
      { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true },
    ],
  },
};

/**
 * @param {string} root the app folder (import.meta.dirname)
 * @param {{ layers: string[][] }} options the folders of src/ below app/, top layer first
 */
export function reactAppConfig(root, { layers }) {
  return tseslint.config(
    ...reactConfig(root),
    {
      files: ['src/**/*.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: layerZones({ root, layers }) }],
      },
    },
    fileNamingConfig,
    functionSizeConfig,
    centsConfig,
    maxParamsConfig,
  );
}
