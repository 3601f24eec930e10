// The folder rule of eslint.config.js (docs/architecture.md#appsbackoffice)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: packages/web-core/src/testing/eslint-zones.ts).
import { join } from 'node:path';
import { zoneBreaches } from '@velas/web-core/testing/eslint-zones';
import { describe, expect, it } from 'vitest';

/** The zone messages an import raises in a file placed at `file` (relative to src/). */
const breaches = zoneBreaches(
  join(import.meta.dirname, '..'),
  'src/features/auth/SignInScreen.tsx',
);

describe('the folder zones of src/', () => {
  it.each([
    ['core/zone.ts', '../app/router'],
    ['features/players/zone.ts', '../../app/RequireStaff'],
    ['layouts/zone.ts', '../app/App'],
    ['ui/zone.ts', '../app/router'],
  ])('nothing imports app/: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('Nada importa src/app'),
    ]);
  });

  it('a feature never imports another feature', async () => {
    expect(await breaches('features/proposals/zone.ts', '../staff/staffApi')).toEqual([
      expect.stringContaining('Uma feature não importa outra'),
    ]);
  });

  it('a feature never imports a layout', async () => {
    expect(await breaches('features/queues/zone.ts', '../../layouts/navigation')).toEqual([
      expect.stringContaining('Features não importam layouts'),
    ]);
  });

  it('components never import features', async () => {
    expect(await breaches('components/zone.ts', '../features/players/playersApi')).toEqual([
      expect.stringContaining('src/components é compartilhado'),
    ]);
  });

  it.each([['../components/ActionDialog'], ['../features/auth/authApi']])(
    'ui/ imports neither features nor components: %s',
    async (specifier) => {
      expect(await breaches('ui/zone.ts', specifier)).toEqual([
        expect.stringContaining('ui/ só desenha'),
      ]);
    },
  );

  it.each([['../ui/Button'], ['../features/auth/authApi'], ['../layouts/useIdleExpiry']])(
    'core/ imports nothing above it: %s',
    async (specifier) => {
      expect(await breaches('core/zone.ts', specifier)).toEqual([
        expect.stringContaining('src/core fica embaixo'),
      ]);
    },
  );

  it.each([['../core/api'], ['../ui/Button']])(
    'lib/ imports nothing of src but lib: %s',
    async (specifier) => {
      expect(await breaches('lib/zone.ts', specifier)).toEqual([
        expect.stringContaining('src/lib é o chão'),
      ]);
    },
  );

  it.each([
    ['app/zone.ts', '../features/players/PlayerViewScreen'],
    ['features/players/zone.ts', '../../core/api'],
    ['features/players/zone.ts', './playersApi'],
    ['layouts/zone.ts', '../features/auth/authApi'],
    ['components/zone.ts', '../ui/Dialog'],
    ['ui/zone.ts', '../lib/format'],
    ['main.tsx', './app/App'],
  ])('allows the downward import %s -> %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([]);
  });
});
