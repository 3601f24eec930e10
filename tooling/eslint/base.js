import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { commentsConfig } from './comments.js';

/** @param {string} tsconfigRootDir the package folder (import.meta.dirname) */
export function baseConfig(tsconfigRootDir) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', '*.config.*'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            conditionNames: ['@velas/source', 'types', 'import', 'default'],
          }),
        ],
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        'import-x/no-cycle': 'error',
        // The environment is read in one place (apps/api/src/env.ts); a package
        // that needs a setting is handed it. Tooling and test harnesses that
        // must read it turn this off for their files.
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read the environment only in apps/api/src/env.ts and pass on what is needed.',
          },
        ],
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
        // One order everywhere, fixed by `eslint --fix`: node's modules, then
        // packages (ours included), then this package's files, each
        // alphabetical. Imports for their side effects (a stylesheet, a
        // polyfill) keep their place.
        'import-x/order': [
          'error',
          {
            groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
            'newlines-between': 'never',
            alphabetize: { order: 'asc', caseInsensitive: true },
          },
        ],
      },
    },
    // Comments without issue numbers or measured figures (docs/architecture.md#comments).
    commentsConfig,
  );
}

/**
 * Four positional parameters at most, as in the api: past that, the inputs
 * become one named object (docs/architecture.md#api-code-rules).
 */
export const maxParamsConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
  rules: { 'max-params': ['error', 4] },
};
