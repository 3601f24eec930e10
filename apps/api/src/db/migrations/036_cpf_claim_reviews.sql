-- The operator's decisions on a CPF claim (docs/operations/cpf-claims.md#cpf-claims):
-- the balance the released account kept waits for one. Each decision is a
-- row: disputed (someone contests it, the operator is looking into it) or
-- settled (final; cpf_claims.review_status becomes 'settled' with it), with
-- when and the operator's note. cpf_claims comes with a later migration
-- (040_identity.sql), hence no foreign key here.
CREATE TABLE cpf_claim_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  claim_id integer NOT NULL,
  decision text NOT NULL CHECK (decision IN ('disputed', 'settled')),
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  decided_at timestamptz NOT NULL
);
CREATE INDEX cpf_claim_reviews_claim ON cpf_claim_reviews (claim_id, id);
