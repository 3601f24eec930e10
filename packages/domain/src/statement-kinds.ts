// What a statement line is, as a player reads it; derived from the ledger's
// kind, sign and status (docs/product/wallet.md#statement). Apart from the schemas,
// so a screen lists the kinds without loading zod.
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
