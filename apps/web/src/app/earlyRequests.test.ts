import { describe, expect, it } from 'vitest';
import { earlyRequestsOf } from './earlyRequests';

describe('earlyRequestsOf', () => {
  it("names the layout's calls and the screen's for a signed-in page", () => {
    const paths = earlyRequestsOf('/admin/games').map((url) => new URL(url).pathname);
    expect(paths).toEqual([
      '/api/auth/me',
      '/api/protection/status',
      '/api/alerts',
      '/v2/casino-games/category',
    ]);
    expect(earlyRequestsOf('/rtl/dashboard/')).toHaveLength(7);
  });

  it('starts nothing on the public pages', () => {
    expect(earlyRequestsOf('/auth/login')).toEqual([]);
    expect(earlyRequestsOf('/')).toEqual([]);
  });
});
