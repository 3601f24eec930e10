-- A cached answer of the document provider serves only the requester that
-- asked for it (its address), so a quick answer says "you asked this before"
-- and never that somebody else looked the CPF up, registered or checked it
-- (docs/architecture.md#abuse-limits). The old rows, keyed by CPF alone, are
-- a cache: dropped, not carried over.
DROP TABLE document_lookups;
CREATE TABLE document_lookups (
  -- addressKey of the requester (http/address-key.ts).
  requester text NOT NULL,
  cpf char(11) NOT NULL,
  -- NULL: the provider does not know this CPF.
  name text,
  birth_date date,
  looked_up_at timestamptz NOT NULL,
  PRIMARY KEY (requester, cpf)
);
CREATE INDEX document_lookups_looked_up_at ON document_lookups (looked_up_at);
