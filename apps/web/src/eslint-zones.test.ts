// The folder rule of eslint.config.js (docs/architecture.md#web-layers)
// fires on a deliberate breach of each zone: one import, linted as if it sat
// in the folder named, against the zones the real config gives that file
// (the harness: packages/web-core/src/testing/eslint-zones.ts).
import { join } from 'node:path';
import { zoneBreaches } from '@velas/web-core/testing/eslint-zones';
import { describe, expect, it } from 'vitest';

/** The zone messages an import raises in a file placed at `file` (relative to src/). */
const breaches = zoneBreaches(join(import.meta.dirname, '..'), 'src/features/auth/LoginForm.tsx');

describe('the folder zones of src/', () => {
  it.each([
    ['core/zone.ts', '../app/router'],
    ['features/auth/zone.ts', '../../app/screens'],
    ['layouts/zone.ts', '../app/App'],
    ['ui/zone.ts', '../app/router'],
  ])('nothing imports app/: %s importing %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([
      expect.stringContaining('Nada importa src/app'),
    ]);
  });

  it('a feature never imports another feature', async () => {
    expect(await breaches('features/auth/zone.ts', '../aviator/liveRounds')).toEqual([
      expect.stringContaining('Uma feature não importa outra'),
    ]);
  });

  it('a feature never imports a layout', async () => {
    expect(await breaches('features/auth/zone.ts', '../../layouts/signOut')).toEqual([
      expect.stringContaining('Features não importam layouts'),
    ]);
  });

  it('components and services never import features', async () => {
    expect(await breaches('components/zone.ts', '../features/auth/LoginForm')).toEqual([
      expect.stringContaining('Pastas compartilhadas'),
    ]);
    expect(await breaches('services/zone.ts', '../features/auth/LoginForm')).toEqual([
      expect.stringContaining('Pastas compartilhadas'),
    ]);
  });

  it.each([
    ['../services/settingsApi'],
    ['../features/auth/LoginForm'],
    ['../components/brand/BrandName'],
  ])('ui/ imports neither features nor services: %s', async (specifier) => {
    expect(await breaches('ui/zone.ts', specifier)).toEqual([
      expect.stringContaining('ui/ só desenha'),
    ]);
  });

  it.each([['../services/accountApi'], ['../ui/Button'], ['../features/auth/LoginForm']])(
    'core/ imports nothing above it: %s',
    async (specifier) => {
      expect(await breaches('core/zone.ts', specifier)).toEqual([
        expect.stringContaining('src/core fica embaixo'),
      ]);
    },
  );

  it.each([['../core/api'], ['../services/settingsApi'], ['../ui/Button']])(
    'lib/ imports nothing of src but lib: %s',
    async (specifier) => {
      expect(await breaches('lib/zone.ts', specifier)).toEqual([
        expect.stringContaining('src/lib é o chão'),
      ]);
    },
  );

  it.each([
    ['app/zone.ts', '../features/auth/LoginForm'],
    ['features/auth/zone.ts', '../../core/api'],
    ['features/auth/zone.ts', './LoginForm'],
    ['layouts/zone.ts', '../features/auth/LoginForm'],
    ['ui/zone.ts', '../core/theme/media'],
    ['main.tsx', './app/App'],
  ])('allows the downward import %s -> %s', async (file, specifier) => {
    expect(await breaches(file, specifier)).toEqual([]);
  });
});
