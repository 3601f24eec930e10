-- Answers of the paid document provider, kept for DOCUMENT_CHECK_CACHE_DAYS so
-- that looking a CPF up again (the registration form, then the registration)
-- never costs a second call (docs/api/settings.md#document-check).
CREATE TABLE document_lookups (
  cpf char(11) PRIMARY KEY,
  -- NULL: the provider does not know this CPF.
  name text,
  birth_date date,
  looked_up_at timestamptz NOT NULL
);
CREATE INDEX document_lookups_looked_up_at ON document_lookups (looked_up_at);
