-- A ledger entry's status belongs to its kind (docs/api/money.md#ledger-statuses):
-- the api's types refuse a deposit written 'bet', and so does the database,
-- for any SQL that writes the ledger without them. Each kind admits today's
-- codes and every value its entries were ever stored with (the pt-BR words of
-- older game entries, the 'completed' of the first withdrawals and of the
-- demo's seeded play), since a restore migrates before it inserts a backup's
-- rows. NOT VALID: the rows already there, which the append-only ledger never
-- changes, are not scanned, so adding it holds no long lock on the ledger.
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_status_of_kind CHECK (
  CASE kind
    WHEN 'Deposit' THEN status IN ('paid', 'adjustment')
    WHEN 'Withdraw' THEN status IN ('processing', 'paid', 'reversed', 'adjustment', 'completed')
    WHEN 'CasinoTransaction' THEN
      status IN ('bet', 'win', 'rollback', 'completed', 'Aposta', 'Ganho', 'Estorno')
  END
) NOT VALID;
