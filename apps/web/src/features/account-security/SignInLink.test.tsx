// The one-time sign-in link on screen (docs/product/accounts.md#password-change-and-reset):
// offered under the login's 429, asked for by e-mail, spent by a tap.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import type { SignInLinkResponse } from '@velas/domain/schemas/account-security';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderApp } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

const session: SignInLinkResponse = {
  access_token: 'token-do-link',
  token_type: 'Bearer',
  expires_in: 3600,
  expirationDate: '2099-01-01T00:00:00.000Z',
  email: 'dona@example.com',
};

describe('sign-in link', () => {
  it('is offered under the login’s 429 and asked for with the typed e-mail', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json(
          { message: authMessages.tooManyLoginAttempts, errors: {} },
          { status: 429 },
        ),
      ),
      http.post(`${API}/api/auth/sign-in-link`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: authMessages.signInLinkRequested }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/login');
    const gate = await screen.findByRole('dialog', { name: 'Antes de entrar' });
    await user.click(within(gate).getByRole('button', { name: 'Já tenho conta' }));
    await user.type(screen.getByLabelText('E-mail'), 'dona@example.com');
    await user.type(screen.getByLabelText('Senha'), 'senha-certa-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.tooManyLoginAttempts);

    await user.click(screen.getByRole('link', { name: authMessages.signInLinkOffer }));
    const form = await screen.findByRole('form', { name: 'Link de acesso' });
    expect(within(form).getByLabelText('E-mail')).toHaveValue('dona@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(authMessages.signInLinkRequested)).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'dona@example.com' }]);
  });

  it('signs in with the link’s token on the tap, not on opening the page', async () => {
    const spent: unknown[] = [];
    server.use(
      http.post(`${API}/api/auth/sign-in-link/confirm`, async ({ request }) => {
        spent.push(await request.json());
        return HttpResponse.json(session);
      }),
    );
    const user = userEvent.setup();
    const { store } = renderApp('/auth/entrar-com-link?token=t0ken-do-email');
    const form = await screen.findByRole('form', { name: 'Entrar com link' });
    expect(spent).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Entrar' }));
    await expect.poll(() => store.getState().session.apiToken).toBe('token-do-link');
    expect(store.getState().session.email).toBe('dona@example.com');
    expect(spent).toEqual([{ token: 't0ken-do-email' }]);
  });

  it('says a used or expired link is invalid and offers a new one', async () => {
    server.use(
      http.post(`${API}/api/auth/sign-in-link/confirm`, () =>
        HttpResponse.json(
          {
            code: 'link_invalid',
            message: authMessages.signInLinkInvalid,
            errors: { token: [authMessages.signInLinkInvalid] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/entrar-com-link?token=usado');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(authMessages.signInLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/auth/link-de-acesso',
    );
  });

  it('offers a new link on its code only, not on any refusal of the link page', async () => {
    server.use(
      http.post(`${API}/api/auth/sign-in-link/confirm`, () =>
        HttpResponse.json(
          { code: 'throttled', message: authMessages.tooManyLoginAttempts, errors: {} },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/entrar-com-link?token=vivo');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(authMessages.tooManyLoginAttempts)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pedir um novo link' })).not.toBeInTheDocument();
  });
});
