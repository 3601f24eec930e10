// The time limit of a test that migrates a fresh database, or dumps and
// restores every table of a migrated one: seconds alone, minutes beside the
// other suites on a loaded machine; the limit is not what these tests check
// (docs/api/testing.md).
export const WHOLE_DATABASE = { timeout: 180_000 };
