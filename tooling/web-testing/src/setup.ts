// One MSW server that refuses a call no test answers, and a clean page,
// storage and handlers after each test.
import { cleanup, configure } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function setupComponentTests(server: SetupServer): void {
  // Lazy routes are transformed on first use; on a loaded 2-core CI machine the
  // first render of a file has taken over 10 s (load average 15-20), so give it
  // room (a missing element still fails, only later).
  configure({ asyncUtilTimeout: 25_000 });

  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => {
    server.close();
  });

  // jsdom has no matchMedia; a browser with no preference answers "no match".
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  // jsdom lays nothing out and has no scrollIntoView: scrolling to an element does nothing.
  Element.prototype.scrollIntoView = () => undefined;
}
