// React packages add the hooks rules and forbid the untyped redux hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { baseConfig } from './base.js';

/** @param {string} tsconfigRootDir the package folder (import.meta.dirname) */
export function reactConfig(tsconfigRootDir) {
  return tseslint.config(...baseConfig(tsconfigRootDir), {
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
  });
}
