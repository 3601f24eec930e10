-- The player searches of each staff member over the last hour
-- (docs/operations/back-office-queues.md#player-view): the per-minute budget counts them all; a
-- search by CPF that found nobody counts against an hourly budget of its own,
-- since each such answer tells whether a guessed CPF exists. found is NULL
-- while the search runs (counted as a miss, so guesses sent together all see
-- each other). Rows older than an hour go at the member's next search. The
-- audit trail keeps what was searched; this table only the counts.
CREATE TABLE staff_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL,
  by_cpf boolean NOT NULL,
  at timestamptz NOT NULL,
  found boolean
);
CREATE INDEX staff_searches_staff ON staff_searches (staff_id, at);
