import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { earlyRequestsOf } from './earlyRequestPlan.ts';

/** The GET URLs the page's own queries send once it renders at `path`. */
async function urlsSentBy(path: string, expected: readonly string[]): Promise<Set<string>> {
  const sent = new Set<string>();
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') sent.add(request.url);
  };
  server.events.on('request:start', record);
  try {
    renderApp(path, { session: signedIn });
    await waitFor(() => {
      expect(expected.filter((url) => !sent.has(url))).toEqual([]);
    });
    return sent;
  } finally {
    server.events.removeListener('request:start', record);
    cleanup();
  }
}

describe('earlyRequestsOf', () => {
  // An early call is only used when its URL is the one the query sends, to
  // the letter: each is held against what the rendered page asks for.
  it.each(['/admin/dashboard', '/admin/games', '/rtl/dashboard/'])(
    'names only calls the page at %s sends itself',
    async (path) => {
      const early = earlyRequestsOf(path);
      expect(early.length).toBeGreaterThan(0);
      await urlsSentBy(path, early);
    },
  );

  it('starts nothing on the public pages', () => {
    expect(earlyRequestsOf('/auth/login')).toEqual([]);
    expect(earlyRequestsOf('/')).toEqual([]);
  });
});
