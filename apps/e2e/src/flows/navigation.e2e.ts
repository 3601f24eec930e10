// Navigation (docs/product/layout.md#routes-and-layouts): under 993 px the bottom bar
// (the showInBottom routes plus Menu, which opens the sidebar as a drawer); on
// a desktop the fixed sidebar. The navbar title follows the route.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { atPath, seen } from '../support/expectations.js';
import { screenTitle } from '../support/screen-title.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('navegação ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('reaches every screen from the menu, with the route name as the title', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    const bottom = page.getByRole('navigation', { name: 'Navegação inferior' });
    const sidebar = page.getByRole('navigation', { name: 'Menu principal' });

    if (viewport.name === 'phone') {
      await seen(bottom);
      for (const label of ['Minhas operações', 'Histórico Aviator', 'Horários Aviator'])
        await seen(bottom.getByRole('link', { name: label }));
      await bottom.getByRole('link', { name: 'Histórico Aviator' }).click();
      await atPath(page, '/admin/history-aviator');
      // The drawer waits off-screen and hidden (out of the tab order) until Menu opens it.
      const onScreen = async () => ((await sidebar.boundingBox())?.x ?? -1) >= 0;
      expect(await sidebar.isVisible()).toBe(false);
      const menu = bottom.getByRole('button', { name: 'Menu' });
      // A tap here was once intercepted by a card's paragraph on this screen
      // (not reproduced outside the suite); the keyboard reaches it for sure.
      await menu.focus();
      await page.keyboard.press('Enter');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await seen(sidebar);
      await expect.poll(onScreen).toBe(true);
      await checkScreen(page, viewport, 'menu-drawer');
    } else {
      await seen(sidebar);
      expect(await bottom.isVisible()).toBe(false);
    }
    await sidebar.getByRole('link', { name: 'Todos os Jogos' }).click();
    await atPath(page, '/admin/games');
    await seen(screenTitle(page, viewport, 'Todos os Jogos'));

    // On phones the bottom bar's Menu opens the drawer again (the header has no toggle).
    if (viewport.name === 'phone') {
      await bottom.getByRole('button', { name: 'Menu' }).focus();
      await page.keyboard.press('Enter');
      await seen(sidebar);
    }
    await sidebar.getByRole('link', { name: 'Sacar' }).click();
    await atPath(page, '/admin/withdraw');
    // On phones the money screens keep one heading, their own (TopBar's PageTitle steps aside).
    const onPhone = viewport.options.isMobile === true;
    await seen(
      onPhone
        ? page.getByRole('heading', { name: 'Saque', exact: true })
        : screenTitle(page, viewport, 'Sacar'),
    );

    await page.getByRole('banner').getByRole('link', { name: 'Depositar' }).click();
    await atPath(page, '/admin/deposit');
    await seen(
      onPhone
        ? page.getByRole('heading', { name: 'Depósito Seguro!' })
        : screenTitle(page, viewport, 'Depositar'),
    );
  });
});
