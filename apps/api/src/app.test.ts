// The plugin list of app.ts holds its order by declared dependencies: a
// module's routes registered before what every route needs, or before a
// plugin they name, stop the start.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_ROUTE_NEEDS, routes } from '#/app.js';

const named = (name: string) => fp(() => undefined, { name });
const probeRoutes = routes(
  'probe',
  (app: FastifyInstance, options: { answer: string }) => {
    app.get('/probe', () => ({ answer: options.answer }));
  },
  ['game-aggregator'],
);

let app = Fastify();
afterEach(async () => {
  await app.close();
  app = Fastify();
});

describe('a module registered before what it needs', () => {
  it('stops the start, naming what is missing', async () => {
    await expect(app.register(probeRoutes, { answer: 'sim' })).rejects.toThrow(
      "The dependency 'zod-schemas' of plugin 'probe' is not registered",
    );
  });

  it('stops it too when only the plugin it names itself is missing', async () => {
    for (const name of EVERY_ROUTE_NEEDS) await app.register(named(name));
    await expect(app.register(probeRoutes, { answer: 'sim' })).rejects.toThrow(
      "The dependency 'game-aggregator' of plugin 'probe' is not registered",
    );
  });

  it('registers its routes, prefix and options kept, once everything is in', async () => {
    for (const name of [...EVERY_ROUTE_NEEDS, 'game-aggregator']) await app.register(named(name));
    await app.register(probeRoutes, { prefix: '/module', answer: 'sim' });
    expect((await app.inject({ url: '/module/probe' })).json()).toEqual({ answer: 'sim' });
  });
});
