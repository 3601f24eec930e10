-- The sha256 of each applied migration's statements, so a file edited after
-- it ran is refused at start (docs/api/running.md#migrations). The migrator
-- fills it: for the rows from before this column, from the files on its first
-- run. IF EXISTS: db/table-types.ts runs the statements without the migrator,
-- so without its table.
ALTER TABLE IF EXISTS schema_migrations ADD COLUMN checksum text;
