// Apart from the schemas, so a screen lists the kinds without loading zod.
export const STATEMENT_KINDS = [
  'pix_in',
  'withdrawal',
  'refund',
  'bet',
  'win',
  'rollback',
  'adjustment',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
