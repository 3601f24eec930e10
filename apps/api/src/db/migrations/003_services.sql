-- Second backend records, KYC sandbox sessions and the game catalogue.

CREATE TABLE second_system_users (
  id integer PRIMARY KEY REFERENCES users (id),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  role text NOT NULL,
  cpf char(11) NOT NULL,
  first_balance numeric(14, 2) NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE kyc_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  flow text NOT NULL CHECK (flow IN ('kyc-full', 'kyc-faceindex')),
  bet_house text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX kyc_sessions_user ON kyc_sessions (user_id);

CREATE TABLE casino_categories (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  position integer NOT NULL
);

CREATE TABLE casino_games (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES casino_categories (id),
  name text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX casino_games_category ON casino_games (category_id, position);
