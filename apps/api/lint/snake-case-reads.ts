// Repositories alias their columns, so nothing else reads a snake_case
// property (docs/architecture.md#api-code-rules); a wire format's names are
// listed in lint/wire-format-fields.ts.
const ROWS_MESSAGE =
  'A row leaves its repository camelCase: alias the column there (selectFields, AS "camelCase") and read the camelCase field (docs/architecture.md#api-code-rules).';

/** `no-restricted-syntax` entries refusing a snake_case read (member, computed member, destructuring), `allowed` names aside. */
export const snakeCaseReadSelectors = (allowed: string[] = []) => {
  const unless = allowed.length === 0 ? '' : `(?!(${allowed.join('|')})$)`;
  const snake = `/^${unless}[a-z][a-z0-9]*(_[a-z0-9]+)+$/`;
  return [
    `MemberExpression[computed=false] > Identifier.property[name=${snake}]`,
    `MemberExpression[computed=true] > Literal.property[value=${snake}]`,
    `ObjectPattern > Property > Identifier.key[name=${snake}]`,
    `ObjectPattern > Property > Literal.key[value=${snake}]`,
  ].map((selector) => ({ selector, message: ROWS_MESSAGE }));
};
