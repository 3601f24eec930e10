// The folder rule of eslint.config.js (docs/architecture.md#web-layers)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: tooling/web-testing/src/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/LoginForm.tsx', {
  refused: [
    ['core/zone.ts', '../app/router.tsx', 'app'],
    ['features/auth/zone.ts', '../../app/screens.ts', 'app'],
    ['layouts/zone.ts', '../app/App.tsx', 'app'],
    ['ui/zone.ts', '../app/router.tsx', 'app'],
    ['features/auth/zone.ts', '../aviator/liveRounds.ts', 'features/auth'],
    ['features/auth/zone.ts', '../../layouts/signOut.ts', 'features'],
    ['layouts/zone.ts', '../features/auth/LoginForm.tsx', 'layouts'],
    ['layouts/zone.ts', '#/features/wallet/copy.ts', 'layouts'],
    ['components/zone.ts', '../features/auth/LoginForm.tsx', 'components'],
    ['components/zone.ts', '../layouts/signOut.ts', 'components'],
    ['services/zone.ts', '../features/auth/LoginForm.tsx', 'services'],
    ['ui/zone.ts', '../services/settingsApi.ts', 'ui'],
    ['ui/zone.ts', '../features/auth/LoginForm.tsx', 'ui'],
    ['ui/zone.ts', '../components/brand/BrandName.tsx', 'ui'],
    ['core/zone.ts', '../services/accountApi.ts', 'core'],
    ['core/zone.ts', '../ui/Spinner.tsx', 'core'],
    ['core/zone.ts', '../features/auth/LoginForm.tsx', 'core'],
    ['lib/zone.ts', '../core/api.ts', 'lib'],
    ['lib/zone.ts', '../services/settingsApi.ts', 'lib'],
    ['lib/zone.ts', '../ui/Spinner.tsx', 'lib'],
    // The same zones through the source root's alias (package.json "imports").
    ['features/auth/zone.ts', '#/features/aviator/CandleList.tsx', 'features/auth'],
    ['features/auth/zone.ts', '#/app/screens.ts', 'app'],
    ['ui/zone.ts', '#/services/settingsApi.ts', 'ui'],
  ],
  allowed: [
    ['app/zone.ts', '../features/auth/LoginForm.tsx'],
    ['features/auth/zone.ts', '../../core/api.ts'],
    ['features/auth/zone.ts', './LoginForm.tsx'],
    ['layouts/zone.ts', '../components/brand/BrandName.tsx'],
    ['components/zone.ts', '../services/settingsApi.ts'],
    ['ui/zone.ts', '../core/theme/media.ts'],
    ['main.tsx', './app/App.tsx'],
    ['features/auth/zone.ts', '#/core/api.ts'],
  ],
});
