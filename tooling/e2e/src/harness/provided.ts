export interface E2eEnvironment {
  baseUrl: string;
  ingestApiKey: string;
  /** The api's TEST_CLOCK_FILE: milliseconds its clock runs ahead (null: it cannot move). */
  clockFile: string | null;
  browserEndpoint: string;
  artifactsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}
