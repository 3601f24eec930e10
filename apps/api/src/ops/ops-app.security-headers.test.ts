// The ops listener's security headers, exactly: the back office loads only
// itself and is never framed (docs/operations/back-office.md#back-office). They are the
// headers @fastify/helmet sent before the listener used the players' app's
// helmet middleware (http/security.ts); this pins them.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-embedder-policy': undefined,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the ops listener', () => {
  it.each(['/ops-api/staff/session', '/ops-api/no-such-route'])(
    '%s carries the back office CSP and the helmet headers',
    async (url) => {
      const response = await t.app.ops.inject({ url });
      const sent = Object.fromEntries(
        Object.keys(EXPECTED).map((name) => [name, response.headers[name]]),
      );
      expect(sent).toEqual(EXPECTED);
    },
  );
});
