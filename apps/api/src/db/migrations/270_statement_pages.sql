-- The statement pages a player's ledger by entry id, newest first
-- (docs/product/wallet.md#statement): the existing index leads with the kind.
CREATE INDEX ledger_entries_user_id ON ledger_entries (user_id, id DESC);
