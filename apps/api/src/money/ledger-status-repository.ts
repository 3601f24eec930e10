// Game entries written before the ledger stored status codes carry pt-BR
// words ('Aposta', 'Ganho', 'Estorno'). The ledger is appended to, never
// rewritten (docs/operations.md#audit-trail), and each entry's audit row holds
// the status as written, so no migration rewrites them: every read names them
// by today's codes instead (LEDGER_STATUSES in
// packages/domain/src/schemas/transactions.ts).

/** `column` read as a status code. */
export const ledgerStatusCode = (column: string): string => `CASE ${column}
    WHEN 'Aposta' THEN 'bet'
    WHEN 'Ganho' THEN 'win'
    WHEN 'Estorno' THEN 'rollback'
    ELSE ${column}
  END`;
