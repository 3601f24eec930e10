-- The release of a win held above its game's ceiling is a four-eyes proposal
-- too (docs/operations/back-office-queues.md#four-eyes) when the staff member would release,
-- for the player within 24 hours, more than the configured amount.
--   win_release  held_win_id names the win; amount_cents is the win's
ALTER TABLE four_eyes_proposals ADD COLUMN held_win_id integer REFERENCES held_wins (id);
ALTER TABLE four_eyes_proposals DROP CONSTRAINT four_eyes_proposals_kind_check;
ALTER TABLE four_eyes_proposals ADD CONSTRAINT four_eyes_proposals_kind_check
  CHECK (kind IN ('adjustment', 'withdrawal_release', 'staff_account', 'win_release'));
ALTER TABLE four_eyes_proposals ADD CONSTRAINT four_eyes_proposals_held_win_check
  CHECK ((kind = 'win_release') = (held_win_id IS NOT NULL));
CREATE UNIQUE INDEX four_eyes_one_win_release ON four_eyes_proposals (held_win_id)
  WHERE kind = 'win_release' AND status = 'pending';
