import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../core/store.ts';
import * as fixtures from '../test/fixtures.ts';
import { API } from '../test/handlers.ts';
import { signedIn } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { accountApi } from './accountApi.ts';
import { walletApi } from './walletApi.ts';

describe('session keys fed by the service calls', () => {
  it('stores id, cpf and user from the me call, with no screen rendered', async () => {
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ ...fixtures.me, id: 41, name: 'Bia' }),
      ),
    );
    const store = makeStore({ session: signedIn });
    await store.dispatch(accountApi.endpoints.me.initiate(undefined));
    expect(store.getState().session).toMatchObject({
      id: 41,
      cpf: fixtures.me.document.number,
      user: 'Bia',
      userId: null,
    });
  });

  it('stores userId from the transactions call, with no screen rendered', async () => {
    server.use(
      http.get(`${API}/api/transactions`, () =>
        HttpResponse.json({ ...fixtures.transactions(), id: 99 }),
      ),
    );
    const store = makeStore({ session: signedIn });
    await store.dispatch(walletApi.endpoints.transactions.initiate({ page: 1, per_page: 15 }));
    expect(store.getState().session.userId).toBe(99);
  });

  it('leaves the session alone when the call fails', async () => {
    server.use(
      http.get(`${API}/api/transactions`, () =>
        HttpResponse.json({ message: 'falhou', errors: {} }, { status: 500 }),
      ),
    );
    const store = makeStore({ session: signedIn });
    await store.dispatch(walletApi.endpoints.transactions.initiate({ page: 1, per_page: 15 }));
    expect(store.getState().session).toEqual(signedIn);
  });
});
