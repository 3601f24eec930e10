// What the global setup hands to every test file.
export interface E2eEnvironment {
  /** Origin of the api serving the built web app, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** x-api-key of the history ingestion endpoint. */
  ingestApiKey: string;
  /** The api's TEST_CLOCK_FILE: milliseconds its clock runs ahead (null: it cannot move). */
  clockFile: string | null;
  /** Playwright endpoint of the one shared Chromium. */
  browserEndpoint: string;
  /** Absolute folder for screenshots and traces (artifacts/e2e at the repo root). */
  artifactsDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}
