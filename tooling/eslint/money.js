// Money is integer cents with the domain's `Cents` brand
// (packages/domain/src/money.ts): a property or parameter named `*Cents`, or
// named for money the way the ledger and the balance are (`amount`,
// `balance`, `balanceAfter`), is typed Cents, never number, so an amount keeps
// its brand from where it is parsed, read from the database or summed to where
// it is written or shown. A name that says another unit (`amountReais`,
// `amountUnits`) is not cents and may be a number.
// The selectors go into a package's `no-restricted-syntax`; each app's lint
// test proves they fire.

const NUMBER_CENTS_MESSAGE =
  'Money is Cents, never number: type this *Cents, amount or balance as Cents and brand the amount where it is parsed, read or summed; name another unit in the name, e.g. amountReais (packages/domain/src/money.ts).';

// `*Cents`; `amount` or `balance`, alone or followed by a word (`balanceAfter`),
// unless the name ends in another unit.
const MONEY_NAME = String.raw`/Cents$|^(amount|balance)(?![A-Za-z]*(Reais|Units)$)([A-Z]|$)/`;
const NAMED_CENTS = `[name=${MONEY_NAME}]`;
const KEYED_CENTS = `[key.name=${MONEY_NAME}]`;
// `number`, alone or in a union (`number | null`); not a number nested in
// another type, such as a function's parameter (`formatCents: (n: number) => string`).
const NUMBER = [
  '> TSTypeAnnotation > TSNumberKeyword',
  '> TSTypeAnnotation > TSUnionType > TSNumberKeyword',
];

/** `no-restricted-syntax` entries refusing a money-named property, field or parameter typed number. */
export const numberCentsSelectors = [
  `Identifier${NAMED_CENTS}`,
  `TSPropertySignature${KEYED_CENTS}`,
  `PropertyDefinition${KEYED_CENTS}`,
].flatMap((owner) =>
  NUMBER.map((type) => ({ selector: `${owner} ${type}`, message: NUMBER_CENTS_MESSAGE })),
);

/** The money rule of a React app's source, tests and test helpers aside. */
export const centsConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
  rules: { 'no-restricted-syntax': ['error', ...numberCentsSelectors] },
};
