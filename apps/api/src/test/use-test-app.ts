// One fresh app for the tests of a file (or of a describe block): registers
// the beforeAll that builds it and the afterAll that closes it, so a test file
// states only what is its own.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * Options are read when the app is built; pass a function when they depend on
 * what an earlier beforeAll set up (a test provider's address).
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  let current: TestApp | undefined;
  const ready = (): TestApp => {
    if (current === undefined) throw new Error('useTestApp: the app exists once beforeAll ran');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get clock() {
      return ready().clock;
    },
    close: () => ready().close(),
    injectAs: (token, request) => ready().injectAs(token, request),
  };
}
