// The folder rule of eslint.config.js (docs/architecture.md#web-layers)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: tooling/web-testing/src/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/LoginForm.tsx', {
  refused: [
    ['core/zone.ts', '../app/router', 'app'],
    ['features/auth/zone.ts', '../../app/screens', 'app'],
    ['layouts/zone.ts', '../app/App', 'app'],
    ['ui/zone.ts', '../app/router', 'app'],
    ['features/auth/zone.ts', '../aviator/liveRounds', 'features/auth'],
    ['features/auth/zone.ts', '../../layouts/signOut', 'features'],
    ['components/zone.ts', '../features/auth/LoginForm', 'components'],
    ['components/zone.ts', '../layouts/signOut', 'components'],
    ['services/zone.ts', '../features/auth/LoginForm', 'services'],
    ['ui/zone.ts', '../services/settingsApi', 'ui'],
    ['ui/zone.ts', '../features/auth/LoginForm', 'ui'],
    ['ui/zone.ts', '../components/brand/BrandName', 'ui'],
    ['core/zone.ts', '../services/accountApi', 'core'],
    ['core/zone.ts', '../ui/Spinner', 'core'],
    ['core/zone.ts', '../features/auth/LoginForm', 'core'],
    ['lib/zone.ts', '../core/api', 'lib'],
    ['lib/zone.ts', '../services/settingsApi', 'lib'],
    ['lib/zone.ts', '../ui/Spinner', 'lib'],
    // The same zones through the source root's alias (package.json "imports").
    ['features/auth/zone.ts', '#/features/aviator/CandleList.tsx', 'features/auth'],
    ['features/auth/zone.ts', '#/app/screens.ts', 'app'],
    ['ui/zone.ts', '#/services/settingsApi.ts', 'ui'],
  ],
  allowed: [
    ['app/zone.ts', '../features/auth/LoginForm'],
    ['features/auth/zone.ts', '../../core/api'],
    ['features/auth/zone.ts', './LoginForm'],
    ['layouts/zone.ts', '../features/auth/LoginForm'],
    ['components/zone.ts', '../services/settingsApi'],
    ['ui/zone.ts', '../core/theme/media'],
    ['main.tsx', './app/App'],
    ['features/auth/zone.ts', '#/core/api.ts'],
  ],
});
