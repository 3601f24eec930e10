// The demo's "bar my account" button (docs/api/demo.md): the signed-in
// player's own CPF answered as barred on the bases chosen.
import { meResponseSchema } from '@velas/domain/schemas/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await loginDemo(t.app);
});

describe('POST /api/demo/impedidos/bar', () => {
  it('refuses a request without a session, then an empty list of bases', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/demo/impedidos/bar',
      payload: { bases: ['beneficio_social'] },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await t.injectAs(token, {
      method: 'POST',
      url: '/api/demo/impedidos/bar',
      payload: { bases: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('bars the signed-in account on the bases chosen, as a regulator answer would', async () => {
    const bar = await t.injectAs(token, {
      method: 'POST',
      url: '/api/demo/impedidos/bar',
      payload: { bases: ['beneficio_social'] },
    });
    expect(bar.statusCode).toBe(204);
    const me = meResponseSchema.parse(
      (await t.injectAs(token, { method: 'GET', url: '/api/auth/me' })).json(),
    );
    expect(me.barred).toMatchObject({
      bases: ['beneficio_social'],
      barredAt: new Date(t.clock.now()).toISOString(),
    });
  });
});
