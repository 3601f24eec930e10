-- Who holds an in-flight idempotency key, so a request that outlived its claim
-- cannot store an answer over the request that took the key over.
ALTER TABLE idempotency_keys ADD COLUMN claim text NOT NULL DEFAULT '';
