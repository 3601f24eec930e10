// The folder rule of eslint.config.js (docs/architecture.md#appsbackoffice)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: tooling/web-testing/src/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/SignInScreen.tsx', {
  refused: [
    ['core/zone.ts', '../app/router.tsx', 'app'],
    ['features/players/zone.ts', '../../app/RequireStaff.tsx', 'app'],
    ['layouts/zone.ts', '../app/App.tsx', 'app'],
    ['ui/zone.ts', '../app/router.tsx', 'app'],
    ['features/proposals/zone.ts', '../staff/api/staffApi.ts', 'features/proposals'],
    ['features/queues/zone.ts', '../../layouts/navigation.ts', 'features'],
    ['layouts/zone.ts', '../features/auth/api/authApi.ts', 'layouts'],
    ['components/zone.ts', '../features/players/api/playersApi.ts', 'components'],
    ['ui/zone.ts', '../components/ActionDialog.tsx', 'ui'],
    ['ui/zone.ts', '../features/auth/api/authApi.ts', 'ui'],
    ['core/zone.ts', '../ui/Table.tsx', 'core'],
    ['core/zone.ts', '../features/auth/api/authApi.ts', 'core'],
    ['core/zone.ts', '../layouts/useIdleExpiry.ts', 'core'],
    ['lib/zone.ts', '../core/api.ts', 'lib'],
    ['lib/zone.ts', '../ui/Table.tsx', 'lib'],
    // The same zones through the source root's alias (package.json "imports").
    ['features/proposals/zone.ts', '#/features/staff/api/staffApi.ts', 'features/proposals'],
    ['ui/zone.ts', '#/components/ActionDialog.tsx', 'ui'],
  ],
  allowed: [
    ['app/zone.ts', '../features/players/PlayerViewScreen.tsx'],
    ['features/players/zone.ts', '../../core/api.ts'],
    ['features/players/zone.ts', './api/playersApi.ts'],
    ['layouts/zone.ts', '../core/hooks.ts'],
    ['components/zone.ts', '../ui/Row.tsx'],
    ['ui/zone.ts', '../lib/format.ts'],
    ['main.tsx', './app/App.tsx'],
    ['features/players/zone.ts', '#/core/api.ts'],
  ],
});
