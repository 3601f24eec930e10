// The time limit of a test that dumps and restores every table of a migrated
// database: seconds alone, minutes beside the other suites on a loaded
// machine; the limit is not what these tests check (docs/api/testing.md).
export const WHOLE_DATABASE_RESTORE = { timeout: 180_000 };
