// What the globalSetup files hand to test files.
export type TestDatabaseTemplate =
  | { engine: 'pglite'; template: string }
  | { engine: 'postgres'; template: string; serverUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
