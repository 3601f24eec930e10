// The registration route composes the form (features/register) under its
// heading, and hands a refused sign-in to the login screen. The form's own
// behaviour is in its specs beside its components; the signed-out guard is in
// app/router.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import { registerRequestSchema } from '@velas/domain/schemas/auth';
import { secondSystemUserRequestSchema } from '@velas/domain/schemas/user';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import {
  buildRefusalAnswer,
  buildRegisteredAnswer,
  documentCheckAnswers,
} from '#/test/registerApi.ts';
import { submitFilled, validCpf } from '#/test/registerForm.tsx';
import { renderApp } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';

async function openRegister() {
  const user = userEvent.setup();
  const view = renderApp('/auth/register/ROLE_LOTOGREEN');
  await screen.findByRole('heading', { name: 'Cadastro' });
  return { user, ...view };
}

describe('the registration screen', () => {
  it('puts the registration form under its heading', async () => {
    await openRegister();
    const heading = screen.getByRole('heading', { level: 1, name: 'Cadastro' });
    const form = screen.getByRole('form', { name: 'Cadastro' });
    expectBefore(heading, form);
    expect(screen.getByRole('button', { name: 'Criar Conta' })).toBeInTheDocument();
  });

  it('when the sign-in is refused (a taken e-mail), sends the person to login with the success notice', async () => {
    const { user, router, store } = await openRegister();
    documentCheckAnswers();
    const calls: string[] = [];
    let secondSystem: unknown;
    server.use(
      http.post(`${API}/api/auth/register`, async ({ request }) => {
        const sent: unknown = await request.json();
        const body = registerRequestSchema.parse(sent);
        calls.push('register');
        expect(body).toMatchObject({
          document: validCpf,
          name: 'Ana Souza',
          phone: '11987654321',
        });
        // Nothing in the request nor the answer depends on who holds the CPF.
        expect(sent).not.toHaveProperty('claimCpf');
        return HttpResponse.json(buildRegisteredAnswer(), { status: 201 });
      }),
      http.post(`${API}/users-api/users`, async ({ request }) => {
        secondSystem = secondSystemUserRequestSchema.parse(await request.json());
        calls.push('users');
        return HttpResponse.json(fixtures.secondSystemUser(), { status: 201 });
      }),
      // An e-mail that was taken opened no account: the password typed is not
      // its owner's, so the sign-in is refused and nobody is signed in.
      http.post(`${API}/api/auth/login`, () => {
        calls.push('login');
        return HttpResponse.json(buildRefusalAnswer(authMessages.loginFailed), { status: 401 });
      }),
    );
    await submitFilled(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login');
    });
    expect(await screen.findByText(authMessages.registrationSucceeded)).toBeInTheDocument();
    // No gate over the notice, and only the password is left to type.
    expect(screen.queryByRole('dialog', { name: 'Antes de entrar' })).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('ana@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Senha').value).toBe('');
    // Nothing says the sign-in was tried: the same screen as before, no error.
    expect(screen.queryByText(authMessages.loginFailed)).not.toBeInTheDocument();
    expect(store.getState().session.apiToken).toBeFalsy();
    expect(calls).toEqual(['register', 'users', 'login']);
    expect(secondSystem).toMatchObject({ role: 'ROLE_APP', firstBalance: '1000', cpf: validCpf });
  });
});
