// Gate dialog, login, registration with the CPF check, logout and redirects
// (docs/product/accounts.md#accounts-and-sign-in, docs/product/registration.md#registration).
import { maskedName } from '@velas/domain/masked-name';
import { authMessages } from '@velas/domain/messages/auth';
import { gamesMessages } from '@velas/domain/messages/games';
import { describe, expect, it } from 'vitest';
import { DEMO, UNREGISTERED_CPF, freshAccount } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { atPath, gone, seeAlert, seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { passGate, signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';
// The anonymous CPF check answers a masked name (docs/product/registration.md#cpf-check).

describe.each(VIEWPORTS)('entrada ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('opens the gate dialog, which only "Já tenho conta" closes', async () => {
    const { page } = session;
    await page.goto('/auth/login');
    const gate = await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));
    expect(await gate.innerText()).toContain(
      `${gamesMessages.adultsOnly} ${gamesMessages.playResponsibly}`,
    );
    expect(await gate.getByRole('link', { name: 'Criar minha conta' }).getAttribute('href')).toBe(
      '/auth/register/ROLE_APP_LOTOGREEN',
    );
    expect(await gate.getByRole('button', { name: 'Fechar' }).count()).toBe(0);
    await checkScreen(page, viewport, 'login-gate');

    // Neither Escape nor a tap outside dismisses it.
    await page.keyboard.press('Escape');
    await page.mouse.click(3, 3);
    expect(await gate.isVisible()).toBe(true);

    await passGate(page);
    await seen(page.getByRole('heading', { name: 'Entrar' }));
    await checkScreen(page, viewport, 'login');
  });

  it('validates the login, refuses a wrong password and signs in', async () => {
    const { page } = session;
    await page.goto('/auth/login');
    await passGate(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seeAlert(page, authMessages.loginFieldsRequired);
    // Each error once (docs/product/accounts.md#accounts-and-sign-in): at its field, not again above.
    expect(await page.getByText(authMessages.loginFieldsRequired).count()).toBe(1);

    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seeAlert(page, authMessages.loginFailed);
    expect(await page.getByText(authMessages.loginFailed).count()).toBe(1);
    await checkScreen(page, viewport, 'login-error');
    expect(page.url()).toContain('/auth/login');

    await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await atPath(page, '/admin/dashboard');
    await seen(page.getByRole('heading', { name: 'Saldo Atual' }));
  });

  it('registers with the CPF check and every message of the form', async () => {
    const { page } = session;
    const account = freshAccount(viewport, 'registration');
    await page.goto('/auth/register/ROLE_LOTOGREEN');
    await seen(page.getByRole('heading', { name: 'Cadastro' }));
    await checkScreen(page, viewport, 'register');

    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await seeAlert(page, authMessages.registrationFieldsRequired);

    const cpf = page.getByLabel('CPF', { exact: true });
    await cpf.focus();
    await cpf.blur();
    await seeAlert(page, authMessages.cpfEmpty);

    await cpf.fill(UNREGISTERED_CPF);
    await cpf.blur();
    await seeAlert(page, authMessages.cpfNotValidated);

    await cpf.fill(account.person.cpf);
    expect(await cpf.inputValue()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await cpf.blur();
    const name = page.getByLabel('Nome');
    await expect.poll(() => name.inputValue()).toBe(maskedName(account.person.name));
    expect(await name.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha').fill(`${account.password}-outra`);
    await page.getByLabel('Telefone').fill('11987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await page.getByLabel('Senha', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await seeAlert(page, authMessages.passwordsDoNotMatch);
    await checkScreen(page, viewport, 'register-errors');

    // A taken e-mail ends as any registration does, and opens no account: the
    // sign-in after it is refused (the password typed is not the owner's), so
    // it lands on the sign-in screen with the notice, signed in to nothing;
    // its CPF is still free for the registration below (docs/product/registration.md#registration).
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Confirmar senha').fill(account.password);
    await page.getByRole('checkbox', { name: /Tenho 18 anos ou mais/ }).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await atPath(page, '/auth/login');
    await seen(page.getByText(authMessages.registrationSucceeded));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('apiToken":"');

    await page.goto('/auth/register/ROLE_LOTOGREEN');
    await cpf.fill(account.person.cpf);
    await cpf.blur();
    await expect.poll(() => name.inputValue()).toBe(maskedName(account.person.name));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha').fill(account.password);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByRole('checkbox', { name: /Tenho 18 anos ou mais/ }).check();
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    // The new account is signed in at once, no second password entry
    // (docs/product/registration.md#registration); the taken e-mail above was not.
    await atPath(page, '/admin/dashboard');
    await seen(page.getByRole('heading', { name: 'Saldo Atual' }));
  });

  it('signs out from the user menu and keeps signed-out people out', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.getByRole('button', { name: /menu do usuário/ }).click();
    await checkScreen(page, viewport, 'user-menu');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await atPath(page, '/auth/login');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('apiToken":"');

    await page.goto('/admin/dashboard');
    await atPath(page, '/auth/login');
  });

  it('redirects the root, unknown paths and signed-in visits to the auth pages', async () => {
    const { page } = session;
    for (const path of ['/', '/admin/nao-existe', '/auth/nao-existe', '/admin/dashboard']) {
      await page.goto(path);
      await atPath(page, '/auth/login');
    }
    await signIn(page, DEMO.email, DEMO.password);
    for (const path of ['/auth/login', '/auth/register/ROLE_LOTOGREEN']) {
      await page.goto(path);
      await atPath(page, '/admin/dashboard');
    }
  });

  it(
    viewport.name === 'phone'
      ? 'shows the install banner and its how-to on a phone'
      : 'shows no install banner on a desktop',
    async () => {
      const { page } = session;
      await page.goto('/auth/login');
      await passGate(page);
      await seen(page.getByRole('heading', { name: 'Entrar' }));
      const banner = page.getByRole('complementary', { name: 'Instalar aplicativo' });
      if (viewport.name === 'desktop') {
        expect(await banner.count()).toBe(0);
        return;
      }
      await seen(banner);
      await banner.getByRole('button', { name: 'Como instalar' }).click();
      const howTo = await seen(page.getByRole('dialog', { name: 'Como instalar o aplicativo' }));
      const steps = await howTo.innerText();
      expect(steps).toContain('Android (Chrome)');
      expect(steps).toContain('iPhone (Safari)');
      expect(steps).toContain('Adicionar à tela inicial');
      await checkScreen(page, viewport, 'install-how-to');
      await howTo.getByRole('button', { name: 'Fechar' }).click();
      await gone(howTo);
    },
  );
});
