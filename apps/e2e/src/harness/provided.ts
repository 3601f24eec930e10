/** What one test file sees: its worker's api, and the browser and folder all share. */
export interface E2eEnvironment {
  baseUrl: string;
  ingestApiKey: string;
  /** The api's TEST_CLOCK_FILE: milliseconds its clock runs ahead (null: it cannot move). */
  clockFile: string | null;
  browserEndpoint: string;
  artifactsDir: string;
}

/** One api per worker, so files that run at once never share a database or a clock. */
export type E2eApi = Pick<E2eEnvironment, 'baseUrl' | 'ingestApiKey' | 'clockFile'>;

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: Pick<E2eEnvironment, 'browserEndpoint' | 'artifactsDir'> & { apis: E2eApi[] };
  }
}
