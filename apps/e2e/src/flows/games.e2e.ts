// All Games (docs/product/games.md#games-catalogue): the games that open, tiles for the
// device, one line for the others, a launched game in its frame, Voltar.
import { crashPageTexts } from '@velas/domain/messages/games';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { gone, seen } from '../support/expectations.js';
import { screenTitle } from '../support/screen-title.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('todos os jogos ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('lists only the games that open, launches one in its frame and Voltar returns', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/games');
    const headings = page.getByRole('heading', { level: 2 });
    await seen(headings.first());
    // Only the games that open are tiles: in the demo, its aggregator's crash
    // game alone, shown wide under a heading that says it is the one (a
    // provider's heading over one small tile read as an empty lobby); the
    // other games are one line, not a wall of greyed tiles.
    expect(await headings.allInnerTexts()).toEqual(['O jogo disponível nesta casa']);
    const tiles = page.locator('main section').getByRole('button');
    expect(await tiles.evaluateAll((all) => all.map((tile) => tile.getAttribute('title')))).toEqual(
      ['Aviator'],
    );
    await seen(page.getByText('Os outros jogos desta casa ainda não estão conectados.'));
    expect(await page.getByText('Indisponível').count()).toBe(0);
    const variant = viewport.name === 'phone' ? 'mobile' : 'desktop';
    // The art is decorative (alt=""): the tile button carries the name.
    const tile = page.getByRole('button', { name: 'Aviator' }).locator('img');
    expect(await tile.getAttribute('src')).toMatch(new RegExp(`/${variant}$`));
    await checkScreen(page, viewport, 'games');

    // The demo's one real game opens in the frame, with no catalogue heading
    // left, titled with the game's name and not the lobby's.
    await page.getByRole('button', { name: 'Aviator' }).click();
    await seen(page.locator('iframe[title="Aviator"]'));
    expect(await headings.allInnerTexts()).toEqual([]);
    await seen(screenTitle(page, viewport, 'Aviator'));
    expect(await page.title()).toBe('Aviator · Velas');
    // The responsible-play line once, the app's footer's: the game says none of its own.
    const game = page.frameLocator('iframe[title="Aviator"]');
    await seen(game.getByText(crashPageTexts.demoBanner));
    expect(await game.getByText(/Jogue com responsabilidade/).count()).toBe(0);
    await checkScreen(page, viewport, 'games-launched');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await gone(page.locator('iframe[title="Aviator"]'));
    await seen(headings.first());
    await seen(screenTitle(page, viewport, 'Todos os Jogos'));
    expect(await headings.count()).toBe(1);
  });
});
