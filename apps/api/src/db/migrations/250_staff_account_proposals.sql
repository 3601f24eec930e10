-- A staff account made in the back office is a four-eyes proposal
-- (docs/operations/back-office-queues.md#four-eyes): one admin proposes the e-mail and role, a
-- second, different admin approves, and only then is the account created and
-- its one-time enrolment link e-mailed to that address. No admin ever sees
-- the link, so no admin alone becomes the "two people" of a decision.
--   staff_account  staff_email and staff_role proposed; staff_id the account
--                  the approval created. No player, no amount.
ALTER TABLE four_eyes_proposals DROP CONSTRAINT four_eyes_proposals_kind_check;
ALTER TABLE four_eyes_proposals ADD CONSTRAINT four_eyes_proposals_kind_check
  CHECK (kind IN ('adjustment', 'withdrawal_release', 'staff_account'));
ALTER TABLE four_eyes_proposals ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE four_eyes_proposals ALTER COLUMN amount_cents DROP NOT NULL;
ALTER TABLE four_eyes_proposals ADD COLUMN staff_email text;
ALTER TABLE four_eyes_proposals ADD COLUMN staff_role text
  CHECK (staff_role IN ('support', 'finance', 'compliance', 'admin'));
ALTER TABLE four_eyes_proposals ADD COLUMN staff_id integer REFERENCES staff (id);
-- Money proposals name a player and an amount; a staff account names neither.
ALTER TABLE four_eyes_proposals ADD CONSTRAINT four_eyes_proposals_subject_check CHECK (
  CASE WHEN kind = 'staff_account'
    THEN user_id IS NULL AND amount_cents IS NULL
      AND staff_email IS NOT NULL AND staff_role IS NOT NULL
    ELSE user_id IS NOT NULL AND amount_cents IS NOT NULL
      AND staff_email IS NULL AND staff_role IS NULL AND staff_id IS NULL
  END
);
-- One waiting proposal per e-mail.
CREATE UNIQUE INDEX four_eyes_one_staff_account ON four_eyes_proposals (staff_email)
  WHERE kind = 'staff_account' AND status = 'pending';
