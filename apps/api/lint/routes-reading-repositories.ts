// A route parses, calls a service and answers; what it does with rows is a
// procedure with its own tests, in a service beside it
// (docs/architecture.md#api-code-rules). A route file that still imports a
// repository is listed here with why; src/lint-rules.test.ts fails an entry
// whose file no longer does.

/** Route files that import a repository, each with its reason. */
export const ROUTES_READING_REPOSITORIES: Record<string, string> = {};
