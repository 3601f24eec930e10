-- Round alerts a player keeps: "a round of at least odd" or
-- "no round of at least odd for `rounds` rounds", per betting house.
CREATE TABLE round_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bet_house text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('oddAtLeast', 'drought')),
  odd double precision NOT NULL CHECK (odd > 1),
  rounds integer CHECK (rounds >= 2),
  CHECK ((kind = 'drought') = (rounds IS NOT NULL)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX round_alerts_user ON round_alerts (user_id, id);
