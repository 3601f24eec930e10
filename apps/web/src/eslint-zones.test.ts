// The folder rule of eslint.config.js (docs/architecture.md#web-layers)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: packages/web-core/src/testing/eslint-zones.ts).
import { join } from 'node:path';
import { describeFolderZones } from '@velas/web-testing/eslint-zones';

const appOnly = 'Nada importa src/app';
const shared = 'Pastas compartilhadas';
const uiDraws = 'ui/ só desenha';
const coreBelow = 'src/core fica embaixo';
const libGround = 'src/lib é o chão';

describeFolderZones(join(import.meta.dirname, '..'), 'src/features/auth/LoginForm.tsx', {
  refused: [
    ['nothing imports app/', 'core/zone.ts', '../app/router', appOnly],
    ['nothing imports app/', 'features/auth/zone.ts', '../../app/screens', appOnly],
    ['nothing imports app/', 'layouts/zone.ts', '../app/App', appOnly],
    ['nothing imports app/', 'ui/zone.ts', '../app/router', appOnly],
    [
      'a feature never imports another feature',
      'features/auth/zone.ts',
      '../aviator/liveRounds',
      'Uma feature não importa outra',
    ],
    [
      'a feature never imports a layout',
      'features/auth/zone.ts',
      '../../layouts/signOut',
      'Features não importam layouts',
    ],
    ['components import no feature', 'components/zone.ts', '../features/auth/LoginForm', shared],
    ['services import no feature', 'services/zone.ts', '../features/auth/LoginForm', shared],
    ['ui/ imports no service', 'ui/zone.ts', '../services/settingsApi', uiDraws],
    ['ui/ imports no feature', 'ui/zone.ts', '../features/auth/LoginForm', uiDraws],
    ['ui/ imports no component', 'ui/zone.ts', '../components/brand/BrandName', uiDraws],
    ['core/ imports nothing above it', 'core/zone.ts', '../services/accountApi', coreBelow],
    ['core/ imports nothing above it', 'core/zone.ts', '../ui/Spinner', coreBelow],
    ['core/ imports nothing above it', 'core/zone.ts', '../features/auth/LoginForm', coreBelow],
    ['lib/ imports nothing of src but lib', 'lib/zone.ts', '../core/api', libGround],
    ['lib/ imports nothing of src but lib', 'lib/zone.ts', '../services/settingsApi', libGround],
    ['lib/ imports nothing of src but lib', 'lib/zone.ts', '../ui/Spinner', libGround],
  ],
  allowed: [
    ['app/zone.ts', '../features/auth/LoginForm'],
    ['features/auth/zone.ts', '../../core/api'],
    ['features/auth/zone.ts', './LoginForm'],
    ['layouts/zone.ts', '../features/auth/LoginForm'],
    ['ui/zone.ts', '../core/theme/media'],
    ['main.tsx', './app/App'],
  ],
});
