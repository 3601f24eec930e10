import {
  CRASH_RTP_PERCENT,
  FIRST_CATEGORY_POSITION,
  GAME_IDS,
  SIGNAL_CATEGORIES,
} from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { categoriesResponseSchema, isHtmlDocument } from '@velas/domain/schemas/casino';
import { describe, expect, it } from 'vitest';
import { loginDemo, registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

describe('GET /v2/casino-games/category', () => {
  it('lists the categories of the spec, one at position 9, with tile image paths', async () => {
    const response = await t.app.inject({
      url: '/v2/casino-games/category',
      // A forged Host header changes nothing: the tiles are on the configured origin.
      headers: { host: 'attacker.example' },
    });
    const categories = categoriesResponseSchema.parse(response.json());
    const names = categories.map((category) => category.name);
    for (const name of Object.keys(SIGNAL_CATEGORIES)) expect(names).toContain(name);
    expect(
      categories.filter((category) => category.position === FIRST_CATEGORY_POSITION),
    ).toHaveLength(1);
    const ids = categories.flatMap((category) => category.games.map((game) => game.id));
    for (const id of Object.values(GAME_IDS)) expect(ids).toContain(id);
    const aviator = categories
      .flatMap((category) => category.games)
      .find((game) => game.id === GAME_IDS.aviator);
    expect(aviator?.image).toBe('http://localhost:3000/v2/casino-games/images/3835/');
    expect(aviator?.rtp).toBe(CRASH_RTP_PERCENT);
    // The demo's one real game plays; the others say they are not connected.
    expect(aviator?.playable).toBe(true);
    const others = categories
      .flatMap((category) => category.games)
      .filter((game) => game !== aviator);
    expect(others.some((game) => game.playable)).toBe(false);
  });

  it('serves a tile image for mobile and for desktop', async () => {
    for (const variant of ['mobile', 'desktop']) {
      const response = await t.app.inject({
        url: `/v2/casino-games/images/${GAME_IDS.aviator}/${variant}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      // The name labels the image but is never drawn in it: the web app writes it under the tile.
      expect(response.body).toContain('aria-label="Aviator"');
      expect(response.body).not.toContain('<text');
    }
    expect((await t.app.inject({ url: '/v2/casino-games/images/3835/tablet' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/v2/casino-games/images/1/mobile' })).statusCode).toBe(404);
  });
});

describe('GET /api/casino-games/:id/start', () => {
  it('returns a demo HTML document for a verified player', async () => {
    const token = await loginDemo(t.app);
    const response = await t.injectAs(token, {
      url: `/api/casino-games/${GAME_IDS.minesPro}/start?demo=0&isMobileDevice=1`,
    });
    expect(response.statusCode).toBe(200);
    const { link } = response.json<{ link: string }>();
    expect(isHtmlDocument(link)).toBe(true);
    expect(link).toContain('Mines Pro');
    expect(link).not.toContain('<script');
  });

  it('asks an unverified player to verify, 404s an unknown game, validates the query', async () => {
    const user = await registerAndLogin(t.app, 1);
    const unverified = await t.injectAs(user.token, {
      url: '/api/casino-games/3835/start?demo=0&isMobileDevice=0',
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      code: 'not_verified',
      message: commonMessages.gameStartNeedsVerification,
      errors: {},
    });
    const token = await loginDemo(t.app);
    expect((await t.injectAs(token, { url: '/api/casino-games/1/start' })).statusCode).toBe(404);
    expect((await t.injectAs(token, { url: '/api/casino-games/abc/start' })).statusCode).toBe(400);
    expect(
      (await t.injectAs(token, { url: '/api/casino-games/3835/start?isMobileDevice=2' }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/casino-games/3835/start' })).statusCode).toBe(401);
  });
});
