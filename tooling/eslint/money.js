// Money is integer cents with the domain's `Cents` brand: a money-named
// property or parameter is typed Cents, never number, so an amount keeps its
// brand end to end. A name that says another unit (`amountReais`) may be a number.

const NUMBER_CENTS_MESSAGE =
  'Money is Cents, never number: type this cents, *Cents, amount or balance as Cents and brand the amount where it is parsed, read or summed; name another unit in the name, e.g. amountReais (packages/domain/src/money.ts).';

// `*Cents` or `cents` itself (not `percents`); `amount` or `balance`, alone or
// followed by a word (`balanceAfter`), unless the name ends in another unit.
const MONEY_NAME = String.raw`/Cents$|^cents$|^(amount|balance)(?![A-Za-z]*(Reais|Units)$)([A-Z]|$)/`;
const NAMED_CENTS = `[name=${MONEY_NAME}]`;
const KEYED_CENTS = `[key.name=${MONEY_NAME}]`;
// `number`, alone or in a union (`number | null`); not a number nested in
// another type, such as a function's parameter (`formatCents: (n: number) => string`).
const NUMBER = [
  '> TSTypeAnnotation > TSNumberKeyword',
  '> TSTypeAnnotation > TSUnionType > TSNumberKeyword',
];

export const numberCentsSelectors = [
  `Identifier${NAMED_CENTS}`,
  `TSPropertySignature${KEYED_CENTS}`,
  `PropertyDefinition${KEYED_CENTS}`,
].flatMap((owner) =>
  NUMBER.map((type) => ({ selector: `${owner} ${type}`, message: NUMBER_CENTS_MESSAGE })),
);

export const centsConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
  rules: { 'no-restricted-syntax': ['error', ...numberCentsSelectors] },
};
