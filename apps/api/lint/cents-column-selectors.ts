// Money is `Cents` from where it is read (docs/architecture.md#api-code-rules);
// the rule for `*Cents` properties and parameters is @velas/eslint-config/money's.
const MONEY_MESSAGE =
  'Money is Cents from where it is read: type the *_cents column as Cents in its repository (docs/architecture.md#api-code-rules).';

/** `no-restricted-syntax` entries refusing a money column typed number or string, or read through Number(). */
export const centsColumnSelectors = [
  {
    selector: "CallExpression[callee.name='Number'] MemberExpression[property.name=/cents/i]",
    message: MONEY_MESSAGE,
  },
  {
    selector:
      'TSPropertySignature[key.name=/_cents$/] > TSTypeAnnotation :matches(TSNumberKeyword, TSStringKeyword)',
    message: MONEY_MESSAGE,
  },
];
