-- Game entries written before the ledger stored status codes carry pt-BR
-- words ('Aposta', 'Ganho', 'Estorno'). The ledger is appended to, never
-- rewritten (docs/operations/audit-trail.md#audit-trail), and each entry's audit row holds
-- the status as written, so no migration rewrites them: every read names them
-- by today's codes through this function instead (LEDGER_STATUSES in
-- packages/domain/src/schemas/transactions.ts). SQL and IMMUTABLE, so the
-- planner inlines it into each statement that calls it (the statement, the
-- transactions screen), which share it instead of a fragment of SQL text.
CREATE FUNCTION ledger_status_code(status text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status
    WHEN 'Aposta' THEN 'bet'
    WHEN 'Ganho' THEN 'win'
    WHEN 'Estorno' THEN 'rollback'
    ELSE status
  END
$$;
