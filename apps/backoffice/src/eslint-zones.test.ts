// The folder rule of eslint.config.js (docs/architecture.md#appsbackoffice)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: tooling/web-testing/src/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/SignInScreen.tsx', {
  refused: [
    ['core/zone.ts', '../app/router', 'app'],
    ['features/players/zone.ts', '../../app/RequireStaff', 'app'],
    ['layouts/zone.ts', '../app/App', 'app'],
    ['ui/zone.ts', '../app/router', 'app'],
    ['features/proposals/zone.ts', '../staff/api/staffApi', 'features/proposals'],
    ['features/queues/zone.ts', '../../layouts/navigation', 'features'],
    ['components/zone.ts', '../features/players/api/playersApi', 'components'],
    ['ui/zone.ts', '../components/ActionDialog', 'ui'],
    ['ui/zone.ts', '../features/auth/api/authApi', 'ui'],
    ['core/zone.ts', '../ui/Table', 'core'],
    ['core/zone.ts', '../features/auth/api/authApi', 'core'],
    ['core/zone.ts', '../layouts/useIdleExpiry', 'core'],
    ['lib/zone.ts', '../core/api', 'lib'],
    ['lib/zone.ts', '../ui/Table', 'lib'],
    // The same zones through the source root's alias (package.json "imports").
    ['features/proposals/zone.ts', '#/features/staff/api/staffApi.ts', 'features/proposals'],
    ['ui/zone.ts', '#/components/ActionDialog.tsx', 'ui'],
  ],
  allowed: [
    ['app/zone.ts', '../features/players/PlayerViewScreen'],
    ['features/players/zone.ts', '../../core/api'],
    ['features/players/zone.ts', './api/playersApi'],
    ['layouts/zone.ts', '../features/auth/api/authApi'],
    ['components/zone.ts', '../ui/Row'],
    ['ui/zone.ts', '../lib/format'],
    ['main.tsx', './app/App'],
    ['features/players/zone.ts', '#/core/api.ts'],
  ],
});
