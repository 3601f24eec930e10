// The theme panel (docs/product/layout.md#top-bar-footer-and-theme): sidebar colour and light/dark, kept
// after a reload.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('tema ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('switches to light mode and a blue sidebar, and keeps them after a reload', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const sidebar = () =>
      page.evaluate(
        // The sidebar colour marks the current screen's link (its inset bar).
        () =>
          getComputedStyle(document.querySelector('#sidebar a.active') ?? document.body).boxShadow,
      );
    const darkBackground = await background();
    const pinkSidebar = await sidebar();

    // The redesign keeps the theme choices in the account menu of the header.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /menu do usuário$/ })
      .click();
    const panel = await seen(page.getByRole('group', { name: 'Tema' }));
    await checkScreen(page, viewport, 'theme-panel');
    await panel.getByText('Claro', { exact: true }).click();
    // The sidebar colour is offered only where the sidebar is fixed: on a phone it is a drawer.
    const drawer = viewport.name === 'phone';
    expect(await panel.getByText('Cor do menu lateral').count()).toBe(drawer ? 0 : 1);
    if (!drawer) await panel.getByText('Azul', { exact: true }).click();
    await expect.poll(background).not.toBe(darkBackground);
    if (!drawer) await expect.poll(sidebar).not.toBe(pinkSidebar);
    expect(await panel.getByRole('radio', { name: 'Claro' }).isChecked()).toBe(true);
    await checkScreen(page, viewport, 'theme-light-blue');

    await page.reload();
    await seen(page.getByRole('heading', { name: 'Saldo Atual' }));
    expect(await background()).not.toBe(darkBackground);
    if (!drawer) expect(await sidebar()).not.toBe(pinkSidebar);
  });
});
