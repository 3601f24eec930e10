// All Games (docs/product.md#games-catalogue): categories with position 9 first, tiles for the
// device, a launched game in its frame with the category's signal, Voltar.
import { FIRST_CATEGORY_POSITION } from '@velas/domain/constants';
import { CATALOGUE } from '@velas/domain/demo/catalogue';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { gone, seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('todos os jogos ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('lists position 9 first, launches a game in its frame and Voltar returns', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/games');
    const headings = page.getByRole('heading', { level: 2 });
    await seen(headings.first());
    const first = CATALOGUE.find((category) => category.position === FIRST_CATEGORY_POSITION);
    // A heading is the provider, neutral: 'Melhores TaDa Gaming' reads 'TaDa Gaming',
    // 'Jogos da PG' reads 'PG Soft' (docs/product.md#games-catalogue).
    const heading = (name = '') =>
      name === 'Jogos da PG' ? 'PG Soft' : name.replace(/^Melhores\s+/i, '');
    expect(await headings.allInnerTexts()).toEqual([
      heading(first?.name),
      ...CATALOGUE.filter((category) => category !== first)
        .sort((a, b) => a.position - b.position)
        .map((category) => heading(category.name)),
    ]);
    const variant = viewport.name === 'phone' ? 'mobile' : 'desktop';
    // The art is decorative (alt=""): the tile button carries the name.
    const tile = page.getByRole('button', { name: 'Frutas' }).locator('img');
    expect(await tile.getAttribute('src')).toMatch(new RegExp(`/${variant}$`));
    await checkScreen(page, viewport, 'games');

    // A game the demo aggregator does not connect says so on its tile.
    const unplayable = page.getByRole('button', { name: 'Frutas' });
    await seen(unplayable.getByText('Indisponível', { exact: true }));

    // The demo's one real game opens in the frame, with no catalogue heading left.
    await page.getByRole('button', { name: 'Aviator' }).click();
    await seen(page.locator('iframe[title="Aviator"]'));
    expect(await headings.allInnerTexts()).toEqual([]);
    await checkScreen(page, viewport, 'games-launched');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await gone(page.locator('iframe[title="Aviator"]'));
    await seen(headings.first());
    expect(await headings.count()).toBe(CATALOGUE.length);
  });
});
