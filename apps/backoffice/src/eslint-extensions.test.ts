// The extension rule of eslint.config.js (@velas/eslint-config/react): an
// import of a file of src/ names it with its extension, relative or through
// the source root's alias, and `eslint --fix` adds it; a package's subpath
// stays as the package exports it (the harness:
// tooling/web-testing/src/eslint-extensions.ts).
import { join } from 'node:path';
import { describeExtensionRule } from '@velas/web-testing/eslint-extensions';

describeExtensionRule(join(import.meta.dirname, '..'), 'src/features/auth/SignInScreen.tsx', {
  refused: [
    ['features/auth/zone.ts', './SignInScreen', './SignInScreen.tsx'],
    ['features/auth/zone.ts', './api/authApi', './api/authApi.ts'],
    ['features/auth/zone.ts', '../../core/api', '../../core/api.ts'],
    ['main.tsx', './app/App', './app/App.tsx'],
    ['features/auth/zone.ts', '#/core/api', '#/core/api.ts'],
  ],
  allowed: [
    ['features/auth/zone.ts', './SignInScreen.tsx'],
    ['features/auth/zone.ts', '../../core/api.ts'],
    ['features/auth/zone.ts', '#/core/api.ts'],
    ['features/auth/zone.ts', '@velas/web-core/ui/Button'],
    ['features/auth/zone.ts', '@velas/domain/schemas/auth'],
    ['features/auth/zone.ts', 'react-dom/client'],
  ],
});
