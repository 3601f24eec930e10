import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ruleName = 'no-restricted-syntax';

const NUMBER_CENTS = 'Money is Cents, never number';

/**
 * Nine breaches: a property, an optional one in a union, a class field, a
 * parameter, a destructured one; a balance, a balanceAfter, an amount and a
 * bare `cents`.
 */
const numberCents =
  'export interface Payout { amountCents: number; heldCents?: number | null }\n' +
  'export class Fee { feeCents: number = 0 }\n' +
  'export const limit = (betCents: number, { winCents }: { winCents: number }) => betCents + winCents;\n' +
  'export interface Update { balance: number; balanceAfter?: number | null }\n' +
  'export const tone = (amount: number) => amount;\n' +
  'export const chip = (cents: number) => cents;\n';

const brandedCents =
  "import type { Cents } from '@velas/domain/money';\n" +
  'export interface Payout { amountCents: Cents; heldCents?: Cents | null; count: number }\n' +
  'export interface Texts { formatCents: (amount: Cents) => string }\n' +
  'export interface Line { balance: Cents; amountReais: number; amountUnits: number; amountLabel: string; balances: number; percents: number }\n' +
  'export const limit = (betCents: Cents, multiplier: number) => betCents * multiplier;\n';

async function moneyBreaches(appRoot: string, file: string, code: string): Promise<string[]> {
  const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(file)) as Linter.Config;
  const eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: {
        parser: real.languageOptions?.parser,
        parserOptions: { sourceType: 'module', ecmaFeatures: { jsx: true } },
      },
      rules: { [ruleName]: real.rules?.[ruleName] ?? 'off' },
    },
  });
  const [result] = await eslint.lintText(code, { filePath: join(appRoot, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

export function describeMoneyRule(appRoot: string): void {
  describe('a *Cents, amount or balance property or parameter is Cents, never number', () => {
    it.each(['src/features/zone/Zone.tsx', 'src/core/zone.ts', 'src/lib/zone.ts'])(
      'refuses each one in %s',
      async (file) => {
        expect(await moneyBreaches(appRoot, file, numberCents)).toEqual(
          Array.from({ length: 9 }, (): unknown => expect.stringContaining(NUMBER_CENTS)),
        );
      },
      60_000,
    );

    it('allows them typed Cents, a formatter keyed *Cents, and number on what is not cents', async () => {
      expect(await moneyBreaches(appRoot, 'src/features/zone/Zone.tsx', brandedCents)).toEqual([]);
    }, 60_000);

    it('leaves the tests alone', async () => {
      expect(await moneyBreaches(appRoot, 'src/features/zone/Zone.test.tsx', numberCents)).toEqual(
        [],
      );
    }, 60_000);
  });
}
