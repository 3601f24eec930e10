// The casino's rules without HTTP (casino-games.ts): the catalogue grouped by
// category with tiles on the public origin, a game that is not there, and a
// player's return before they played.
import { MIN_RETURN_ROUNDS } from '@velas/analysis/returns/observed-return';
import { GAME_IDS } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { catalogueCategories, myReturn, tileOf } from './casino-games.js';

describe('casino games', () => {
  const t = useTestApp();
  const origin = 'https://velas.example';

  it('groups the catalogue by category, each tile on the public origin', async () => {
    const categories = await catalogueCategories(t.db, null, origin, true);
    expect(categories.length).toBeGreaterThan(0);
    const games = categories.flatMap((category) => category.games);
    expect(games.map((game) => game.id)).toContain(GAME_IDS.aviator);
    for (const game of games)
      expect(game.image).toBe(`${origin}/v2/casino-games/images/${String(game.id)}/`);
  });

  it('says a game plays only when an aggregator connects it by its code', async () => {
    const playable = async (connected: boolean) =>
      (await catalogueCategories(t.db, null, origin, connected))
        .flatMap((category) => category.games)
        .filter((game) => game.playable)
        .map((game) => game.id);
    // The demo aggregator connects its crash game only (sandbox-aggregator.ts).
    expect(await playable(true)).toEqual([GAME_IDS.aviator]);
    expect(await playable(false)).toEqual([]);
  });

  it('refuses a game that is not in the catalogue as not found, in pt-BR', async () => {
    await expect(tileOf(t.db, null, 2_000_000_000, 'mobile')).rejects.toMatchObject({
      kind: 'notFound',
      message: commonMessages.notFound,
    });
  });

  it('counts nothing before the player played a settled round', async () => {
    expect(await myReturn(t.db, 1, GAME_IDS.aviator)).toMatchObject({
      gameId: GAME_IDS.aviator,
      rounds: 0,
      minRounds: MIN_RETURN_ROUNDS,
      stakedCents: 0,
      returnedCents: 0,
      observed: null,
    });
  });
});
