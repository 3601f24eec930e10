// The folder rule of eslint.config.js (docs/architecture.md#appsbackoffice)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: packages/web-core/src/testing/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

const appOnly = 'Nada importa src/app';
const uiDraws = 'ui/ só desenha';
const coreBelow = 'src/core fica embaixo';
const libGround = 'src/lib é o chão';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/SignInScreen.tsx', {
  refused: [
    ['nothing imports app/', 'core/zone.ts', '../app/router', appOnly],
    ['nothing imports app/', 'features/players/zone.ts', '../../app/RequireStaff', appOnly],
    ['nothing imports app/', 'layouts/zone.ts', '../app/App', appOnly],
    ['nothing imports app/', 'ui/zone.ts', '../app/router', appOnly],
    [
      'a feature never imports another feature',
      'features/proposals/zone.ts',
      '../staff/staffApi',
      'Uma feature não importa outra',
    ],
    [
      'a feature never imports a layout',
      'features/queues/zone.ts',
      '../../layouts/navigation',
      'Features não importam layouts',
    ],
    [
      'components never import features',
      'components/zone.ts',
      '../features/players/playersApi',
      'src/components é compartilhado',
    ],
    ['ui/ imports no component', 'ui/zone.ts', '../components/ActionDialog', uiDraws],
    ['ui/ imports no feature', 'ui/zone.ts', '../features/auth/authApi', uiDraws],
    ['core/ imports nothing above it', 'core/zone.ts', '../ui/Table', coreBelow],
    ['core/ imports nothing above it', 'core/zone.ts', '../features/auth/authApi', coreBelow],
    ['core/ imports nothing above it', 'core/zone.ts', '../layouts/useIdleExpiry', coreBelow],
    ['lib/ imports nothing of src but lib', 'lib/zone.ts', '../core/api', libGround],
    ['lib/ imports nothing of src but lib', 'lib/zone.ts', '../ui/Table', libGround],
  ],
  allowed: [
    ['app/zone.ts', '../features/players/PlayerViewScreen'],
    ['features/players/zone.ts', '../../core/api'],
    ['features/players/zone.ts', './playersApi'],
    ['layouts/zone.ts', '../features/auth/authApi'],
    ['components/zone.ts', '../ui/Row'],
    ['ui/zone.ts', '../lib/format'],
    ['main.tsx', './app/App'],
  ],
});
