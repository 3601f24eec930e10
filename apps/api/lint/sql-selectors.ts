// SQL lives in `*-repository.ts` modules, the database layer (`src/db/`, the
// migration runner included) and the seed: a string or template that starts
// like a statement anywhere else in the production code is refused
// (docs/architecture.md#api-code-rules).
const SQL_START = String.raw`/^\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s)/`;
const SQL_MESSAGE =
  'SQL belongs in a *-repository.ts module (docs/architecture.md#api-code-rules).';

/** `no-restricted-syntax` entries refusing a string or template that starts like SQL. */
export const sqlSelectors = [
  { selector: `Literal[value=${SQL_START}]`, message: SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=${SQL_START}]`, message: SQL_MESSAGE },
];
