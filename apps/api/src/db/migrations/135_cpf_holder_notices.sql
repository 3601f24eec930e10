-- The e-mails a CPF's holder got because someone registered with that CPF
-- (docs/product/kyc.md#cpf-claim): counted so a holder gets a few a day, however
-- many registrations try.
CREATE TABLE cpf_holder_notices (
  user_id integer NOT NULL REFERENCES users (id),
  sent_at timestamptz NOT NULL
);
CREATE INDEX cpf_holder_notices_user ON cpf_holder_notices (user_id, sent_at);
