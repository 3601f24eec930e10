// React packages add the hooks rules, forbid the untyped redux hooks and keep
// user-facing text out of the JSX (jsx-text.js).
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { baseConfig } from './base.js';
import { jsxTextPlugin } from './jsx-text.js';

/** @param {string} tsconfigRootDir the package folder (import.meta.dirname) */
export function reactConfig(tsconfigRootDir) {
  return tseslint.config(
    ...baseConfig(tsconfigRootDir),
    {
      languageOptions: { globals: globals.browser },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
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
