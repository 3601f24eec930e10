import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { loginRequestSchema, loginResponseSchema } from '@velas/domain/schemas/auth';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { memoryStorage } from '#/test/memoryStorage.ts';
import { renderApp } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

const token = loginResponseSchema.parse({
  access_token: 'novo-token',
  token_type: 'Bearer',
  expires_in: 3600,
  expirationDate: '2099-01-01T00:00:00.000Z',
});

async function openLogin() {
  const user = userEvent.setup();
  const view = renderApp('/auth/login');
  const gate = await screen.findByRole('dialog', { name: 'Antes de entrar' });
  return { user, gate, ...view };
}

describe('login', () => {
  it('opens the gate dialog, which only the have-an-account button closes', async () => {
    const { user, gate } = await openLogin();
    expect(within(gate).getByText(/Proibido para menores de 18 anos/)).toBeInTheDocument();
    // Once on the screen: the footer under the gate does not repeat it.
    expect(screen.getAllByText(/Proibido para menores de 18 anos/)).toHaveLength(1);
    expect(within(gate).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Criar minha conta' }).getAttribute('href')).toBe(
      '/auth/register/ROLE_APP_LOTOGREEN',
    );
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    expect(gate.hasAttribute('open')).toBe(false);
    // With the gate answered the footer carries it.
    expect(
      within(screen.getByRole('contentinfo')).getByText(/Proibido para menores de 18 anos/),
    ).toBeInTheDocument();
  });

  it('says in one line what Velas is and links the presentation this house sells', async () => {
    const { user, gate } = await openLogin();
    const line = fill(plainWordsMessages.gateWhatVelasIs, {
      marca: fixtures.demoSettings.brand.name,
    });
    expect(await within(gate).findByText(line)).toBeInTheDocument();
    // The line comes first: before the account options.
    expect(gate.textContent.indexOf(line)).toBeLessThan(gate.textContent.indexOf('Opção 1'));
    const presentation = await within(gate).findByRole('link', {
      name: plainWordsMessages.gatePresentationLink,
    });
    expect(presentation).toHaveAttribute('href', '/auth/presentation');
    await user.click(presentation);
    expect(
      await screen.findByRole('heading', { name: 'Apresentação', level: 1 }),
    ).toBeInTheDocument();
  });

  it('keeps the line but no presentation link where the presentation is not for sale', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    const { gate } = await openLogin();
    // The operator's brand names the app.
    const line = fill(plainWordsMessages.gateWhatVelasIs, { marca: 'Casa Real' });
    expect(await within(gate).findByText(line)).toBeInTheDocument();
    expect(
      within(gate).queryByRole('link', { name: plainWordsMessages.gatePresentationLink }),
    ).not.toBeInTheDocument();
  });

  it('asks once per device: not after Sair, nor after a reload', async () => {
    server.use(http.post(`${API}/api/auth/login`, () => HttpResponse.json(token)));
    const storage = memoryStorage();
    const user = userEvent.setup();
    const { unmount } = renderApp('/auth/login', {}, { storage });
    const gate = await screen.findByRole('dialog', { name: 'Antes de entrar' });
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Senha'), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await user.click(await screen.findByRole('button', { name: /menu do usuário/ }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Entrar', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Antes de entrar' })).not.toBeInTheDocument();
    // A full reload on the same device opens on the form.
    unmount();
    renderApp('/auth/login', {}, { storage });
    expect(await screen.findByRole('heading', { name: 'Entrar', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Antes de entrar' })).not.toBeInTheDocument();
  });

  it('shows and hides the password with the same eye as the sign-up', async () => {
    const { user, gate } = await openLogin();
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields', async () => {
    const { user, gate } = await openLogin();
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.loginFieldsRequired);
    // The blank field carries the message too; the filled one does not.
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(authMessages.loginFieldsRequired);
    const email = screen.getByLabelText('E-mail');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(authMessages.loginFieldsRequired)).toHaveLength(1);
  });

  it('shows the spec message when the credentials are wrong', async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json({ message: authMessages.loginFailed, errors: {} }, { status: 401 }),
      ),
    );
    const { user, gate } = await openLogin();
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.loginFailed);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(authMessages.loginFailed);
    // Once, at the password: not again in a box above the form.
    expect(screen.getAllByText(authMessages.loginFailed)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('stores the token, shows the ellipsis while waiting and goes to the dashboard', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent: unknown;
    server.use(
      http.post(`${API}/api/auth/login`, async ({ request }) => {
        sent = loginRequestSchema.parse(await request.json());
        await answered;
        return HttpResponse.json(token);
      }),
    );
    const { user, gate, store, router } = await openLogin();
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'Demo@Example.com');
    await user.type(screen.getByLabelText('Senha'), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('...')).toBeInTheDocument();
    release();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/dashboard');
    });
    expect(sent).toEqual({
      login: 'Demo@Example.com',
      email: 'demo@example.com',
      password: 'demo12345',
    });
    expect(store.getState().session).toMatchObject({
      apiToken: 'novo-token',
      expires: 3600,
      expirationDate: '2099-01-01T00:00:00.000Z',
      email: 'demo@example.com',
    });
  });
});
