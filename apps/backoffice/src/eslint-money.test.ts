// The money rule of eslint.config.js (@velas/eslint-config/money) fires on a
// `*Cents` property, field or parameter typed number and leaves the same
// money typed Cents alone. Each case lints a few lines as if they sat at the
// path named, with the rule the real config gives that path (the harness:
// tooling/web-testing/src/eslint-money.ts).
import { join } from 'node:path';
import {
  NUMBER_CENTS,
  brandedCents,
  moneyBreaches,
  numberCents,
} from '@velas/web-testing/eslint-money';
import { describe, expect, it } from 'vitest';

const appRoot = join(import.meta.dirname, '..');

describe('a *Cents property or parameter is Cents, never number', () => {
  it.each(['src/features/zone/Zone.tsx', 'src/core/zone.ts', 'src/lib/zone.ts'])(
    'refuses each one in %s',
    async (file) => {
      expect(await moneyBreaches(appRoot, file, numberCents)).toEqual(
        Array.from({ length: 5 }, (): unknown => expect.stringContaining(NUMBER_CENTS)),
      );
    },
    60_000,
  );

  it('allows them typed Cents, a formatter keyed *Cents, and number on what is not money', async () => {
    expect(await moneyBreaches(appRoot, 'src/features/zone/Zone.tsx', brandedCents)).toEqual([]);
  }, 60_000);

  it('leaves the tests alone', async () => {
    expect(await moneyBreaches(appRoot, 'src/features/zone/Zone.test.tsx', numberCents)).toEqual(
      [],
    );
  }, 60_000);
});
