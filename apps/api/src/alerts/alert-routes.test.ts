import { alertsMessages } from '@velas/domain/messages/alerts';
import { ALERTS_PER_USER } from '@velas/domain/schemas/alerts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await loginDemo(t.app);
});

const list = (token: string) => t.injectAs(token, { url: '/api/alerts' });
const create = (token: string, payload: object) =>
  t.injectAs(token, { method: 'POST', url: '/api/alerts', payload });
const remove = (token: string, id: number) =>
  t.injectAs(token, { method: 'DELETE', url: `/api/alerts/${String(id)}` });

describe('round alerts', () => {
  it('needs a logged-in player', async () => {
    expect((await t.app.inject({ url: '/api/alerts' })).statusCode).toBe(401);
  });

  it('stores each kind per player, lists only their own, deletes only their own', async () => {
    const big = await create(demo, { kind: 'oddAtLeast', betHouse: 'MINES_BET', odd: 50 });
    expect(big.statusCode).toBe(201);
    const drought = await create(demo, {
      kind: 'drought',
      betHouse: 'VOA_BET',
      odd: 10,
      rounds: 100,
    });
    expect(drought.json()).toMatchObject({ kind: 'drought', odd: 10, rounds: 100 });
    expect((await list(demo)).json()).toEqual({
      alerts: [big.json(), drought.json()],
    });

    const other = await registerAndLogin(t.app, 1);
    expect((await list(other.token)).json()).toEqual({ alerts: [] });
    expect((await remove(other.token, big.json<{ id: number }>().id)).statusCode).toBe(404);
    expect((await remove(demo, big.json<{ id: number }>().id)).statusCode).toBe(204);
    expect((await list(demo)).json()).toEqual({ alerts: [drought.json()] });
  });

  it('refuses an id past the database integer with 400, before the database', async () => {
    const response = await remove(demo, 3_000_000_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: alertsMessages.alertNotFound });
  });

  it.each([
    ['an odd below 1.01', { kind: 'oddAtLeast', betHouse: 'MINES_BET', odd: 1 }, 'odd'],
    ['a drought without rounds', { kind: 'drought', betHouse: 'MINES_BET', odd: 10 }, 'rounds'],
    ['an unknown house', { kind: 'oddAtLeast', betHouse: 'OUTRA', odd: 5 }, 'betHouse'],
  ])('refuses %s with 400', async (_case, payload, field) => {
    const response = await create(demo, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
  });

  it(`keeps at most ${String(ALERTS_PER_USER)} per player, even asked at once`, async () => {
    const { token } = await registerAndLogin(t.app, 2);
    const responses = await Promise.all(
      Array.from({ length: ALERTS_PER_USER + 3 }, (_, n) =>
        create(token, { kind: 'oddAtLeast', betHouse: 'MINES_BET', odd: 2 + n }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ALERTS_PER_USER);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toMatchObject({ message: alertsMessages.alertLimitReached });
    expect((await list(token)).json<{ alerts: unknown[] }>().alerts).toHaveLength(ALERTS_PER_USER);
  });
});
