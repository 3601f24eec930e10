// The catalogue from the aggregator's games list (docs/games.md#catalogue-from-the-aggregator):
// a test double of the aggregator's Games API on 127.0.0.1 checks our
// signature on `game/list` and `game/url` and serves the games' images.
import type { Category } from '@velas/domain/schemas/casino';
import { WALLET_SIGNATURE_HEADER } from '@velas/domain/schemas/game-wallet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginDemo } from '#/test/accounts.js';
import { gameSettings, hmacKeys } from '#/test/game-wallet.js';
import { answer, startProviderDouble, type ProviderDouble } from '#/test/provider-double.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { CATALOGUE_RETRY_MS, CATALOGUE_TTL_MS } from './aggregator-catalogue.js';
import { bodyVerifier } from './wallet-signature.js';

const ours = hmacKeys('our-request-secret-for-the-aggregator-0123');
const verifier = bodyVerifier(ours.wallet);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

interface Received {
  path: string;
  signatureOk: boolean;
  body: Record<string, unknown>;
}
let received: Received[] = [];
let listStatus = 200;
let games: Record<string, unknown>[] = [];
let double: ProviderDouble;
/** Stands for a service inside our network the api can reach and the aggregator cannot. */
let internal: ProviderDouble;
let internalRequests: string[] = [];
let t: TestApp;

const listed = () => [
  {
    game_code: 'agg_crash',
    name: 'Foguete',
    enabled: true,
    category: 'Crash',
    product: 'Studio',
    url_thumb: `${double.baseUrl}/images/crash-thumb.png`,
    url_background: `${double.baseUrl}/images/crash-background.png`,
    rtp: '97.00',
  },
  { game_code: 'agg_slot', name: 'Frutas', enabled: true, category: 'Slots', rtp: 96.1 },
  { game_code: 'agg_off', name: 'Desligado', enabled: false, category: 'Slots' },
  { game_code: 'agg_broken', enabled: true, category: 'Slots' },
];

beforeAll(async () => {
  internal = await startProviderDouble((request, _raw, response) => {
    internalRequests.push(request.url ?? '');
    return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  double = await startProviderDouble((request, raw, response) => {
    const path = request.url ?? '';
    if (path === '/images/moved.png')
      return response.writeHead(302, { location: `${internal.baseUrl}/admin/moved.png` }).end();
    if (path.startsWith('/images/')) {
      received.push({ path, signatureOk: true, body: {} });
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    }
    const signature = request.headers[WALLET_SIGNATURE_HEADER];
    received.push({
      path,
      signatureOk: typeof signature === 'string' && verifier.verify(raw, signature),
      body: JSON.parse(raw) as Record<string, unknown>,
    });
    if (path.endsWith('/game/list')) return answer(response, listStatus, games);
    return answer(response, 200, { url: 'https://games.example/play?s=abc' });
  });
  const base = gameSettings(
    hmacKeys().wallet,
    ours.signing,
    `${double.baseUrl}/operator/generic/v2`,
  );
  const aggregator = base.operator.games?.aggregator;
  if (aggregator === undefined) throw new Error('no aggregator settings');
  t = await createTestApp({
    settings: {
      ...base,
      operator: {
        ...base.operator,
        games: { enabled: true, aggregator: { ...aggregator, catalogue: 'aggregator' } },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await double.stop();
  await internal.stop();
});
beforeEach(() => {
  received = [];
  internalRequests = [];
  listStatus = 200;
  games = listed();
});

const catalogue = async () => {
  const response = await t.app.inject({ url: '/v2/casino-games/category' });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as Category[];
};
const names = (categories: Category[]) =>
  categories.map((category) => [category.name, category.games.map((game) => game.name)]);
const lists = () => received.filter((call) => call.path.endsWith('/game/list'));

describe('the catalogue from the aggregator', () => {
  it('shows the operator file until a first list arrives, and asks again only after a pause', async () => {
    listStatus = 503;
    const fallback = await catalogue();
    expect(fallback.flatMap((category) => category.games).length).toBeGreaterThan(2);
    expect(lists()).toHaveLength(1);
    listStatus = 200;
    await catalogue();
    expect(lists()).toHaveLength(1);
    t.clock.advance(CATALOGUE_RETRY_MS);
    expect(names(await catalogue())).toEqual([
      ['Crash', ['Foguete']],
      ['Slots', ['Frutas']],
    ]);
  });

  it("lists the aggregator's enabled games by its categories, signed, with the RTP it gives", async () => {
    t.clock.advance(CATALOGUE_TTL_MS);
    const categories = await catalogue();
    expect(names(categories)).toEqual([
      ['Crash', ['Foguete']],
      ['Slots', ['Frutas']],
    ]);
    expect(categories.flatMap((category) => category.games.map((game) => game.rtp))).toEqual([
      97, 96.1,
    ]);
    expect(lists()).toEqual([
      { path: '/operator/generic/v2/game/list', signatureOk: true, body: { operator_id: 1 } },
    ]);
  });

  it('keeps the list for its cache time, then shows the new one under the same ids', async () => {
    t.clock.advance(CATALOGUE_TTL_MS);
    const before = await catalogue();
    const crashId = before[0]?.games[0]?.id;
    await catalogue();
    expect(lists()).toHaveLength(1);
    games = listed().map((game) =>
      game.game_code === 'agg_crash' ? { ...game, name: 'Foguete 2' } : game,
    );
    t.clock.advance(CATALOGUE_TTL_MS - 1);
    expect(names(await catalogue())[0]).toEqual(['Crash', ['Foguete']]);
    t.clock.advance(1);
    const after = await catalogue();
    expect(after[0]?.games[0]).toMatchObject({ id: crashId, name: 'Foguete 2' });
    expect(lists()).toHaveLength(2);
  });

  it("serves each game's images from our origin, fetched once; the tile art without them", async () => {
    const [crash, slots] = await catalogue();
    const crashId = String(crash?.games[0]?.id);
    const image = (id: string, variant: string) =>
      t.app.inject({ url: `/v2/casino-games/images/${id}/${variant}` });
    const mobile = await image(crashId, 'mobile');
    expect(mobile.statusCode).toBe(200);
    expect(mobile.headers['content-type']).toBe('image/png');
    expect(mobile.rawPayload.equals(PNG)).toBe(true);
    await image(crashId, 'mobile');
    expect((await image(crashId, 'desktop')).statusCode).toBe(200);
    expect(received.filter((call) => call.path.startsWith('/images/')).map((c) => c.path)).toEqual([
      '/images/crash-thumb.png',
      '/images/crash-background.png',
    ]);
    const tile = await image(String(slots?.games[0]?.id), 'mobile');
    expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("starts a listed game with the aggregator's game code", async () => {
    const [crash] = await catalogue();
    const demo = await loginDemo(t.app);
    const response = await t.injectAs(demo, {
      url: `/api/casino-games/${String(crash?.games[0]?.id)}/start?demo=0&isMobileDevice=1`,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const gameUrl = received.find((call) => call.path.endsWith('/game/url'));
    expect(gameUrl).toMatchObject({ signatureOk: true, body: { game_code: 'agg_crash' } });
  });

  it('never fetches an image from a host other than the aggregator, nor follows it there', async () => {
    games = [
      ...listed(),
      {
        game_code: 'agg_probe',
        name: 'Sonda',
        enabled: true,
        category: 'Crash',
        url_thumb: `${internal.baseUrl}/admin/secrets.png`,
        url_background: `${double.baseUrl}/images/moved.png`,
      },
    ];
    t.clock.advance(CATALOGUE_TTL_MS);
    const categories = await catalogue();
    const probe = categories.flatMap((category) => category.games).find((g) => g.name === 'Sonda');
    for (const variant of ['mobile', 'desktop']) {
      const tile = await t.app.inject({
        url: `/v2/casino-games/images/${String(probe?.id)}/${variant}`,
      });
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect(internalRequests).toEqual([]);
  });
});
