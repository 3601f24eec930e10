// Each app's eslint-function-size test, linted against the app's real config.
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const rule = 'max-lines-per-function';

const MAX = 60;

/** A statement line of code, with a blank line and a comment line that do not count. */
const body = (lines: number) =>
  Array.from({ length: lines }, (_, line) => `  total += ${line};\n\n  // a comment\n`).join('');

const declared = (lines: number) =>
  `export function sum(): number {\n  let total = 0;\n${body(lines - 4)}  return total;\n}\n`;

const iife = (lines: number) =>
  `export const total = (() => {\n  let total = 0;\n${body(lines - 4)}  return total;\n})();\n`;

interface FunctionSizeCases {
  held: string[];
  leftOut: string[];
}

export function describeFunctionSizeRule(appRoot: string, cases: FunctionSizeCases): void {
  let eslint: ESLint | undefined;

  // Loading the real config (typed lint, resolvers) takes seconds, more on a busy machine.
  beforeAll(async () => {
    const real = (await new ESLint({ cwd: appRoot }).calculateConfigForFile(
      'src/core/api.ts',
    )) as Linter.Config;
    expect(real.rules?.[rule]).toBeDefined();
    eslint = new ESLint({ cwd: appRoot });
  }, 120_000);

  const sizeMessages = async (file: string, code: string) => {
    if (!eslint) throw new Error('the rules are not loaded');
    // The path with the rule its own config block gives it (the exceptions are ignores).
    const config = (await eslint.calculateConfigForFile(file)) as Linter.Config | undefined;
    const linter = new ESLint({
      cwd: appRoot,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: config?.languageOptions?.parser },
        rules: { [rule]: config?.rules?.[rule] ?? 'off' },
      },
    });
    const [result] = await linter.lintText(code, { filePath: join(appRoot, file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  const tooMany = (lines: number): unknown =>
    expect.stringMatching(
      new RegExp(`^${rule}: .* has too many lines \\(${lines}\\)\\. Maximum allowed is ${MAX}`),
    );

  describe(`no function of src/ passes ${MAX} lines of code`, () => {
    it.each(cases.held)('refuses a longer function in %s', async (file) => {
      expect(await sizeMessages(file, declared(MAX + 1))).toEqual([tooMany(MAX + 1)]);
    });
    it.each(cases.held)('refuses a longer IIFE in %s', async (file) => {
      expect(await sizeMessages(file, iife(MAX + 1))).toEqual([tooMany(MAX + 1)]);
    });
    it.each(cases.held)('allows one at the limit in %s', async (file) => {
      expect(await sizeMessages(file, declared(MAX))).toEqual([]);
      expect(await sizeMessages(file, iife(MAX))).toEqual([]);
    });
    it.each(cases.leftOut)('leaves %s out', async (file) => {
      expect(await sizeMessages(file, declared(MAX * 3))).toEqual([]);
    });
  });
}
