// The registration form (docs/product/registration.md#registration): its fields in order,
// masked as typed, what an empty or refused submit says and where, and the
// sign-in that follows an account opened.
import { screen, waitFor } from '@testing-library/react';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { loginRequestSchema } from '@velas/domain/schemas/auth';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import {
  buildLoginAnswer,
  buildRefusalAnswer,
  buildRegisteredAnswer,
  documentCheckAnswers,
  registrationRefused,
} from '#/test/registerApi.ts';
import { fillAll, openRegister, submitFilled, validCpf } from '#/test/registerForm.tsx';
import { server } from '#/test/server.ts';
import { registerCopy } from './copy.ts';

describe('registration', () => {
  it('masks CPF and phone, and toggles the password', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    await user.type(screen.getByLabelText('CPF'), validCpf);
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText<HTMLInputElement>('CPF').value).toBe('529.982.247-25');
    expect(screen.getByLabelText<HTMLInputElement>('Telefone').value).toBe('(11) 98765-4321');
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(screen.getByLabelText('Senha').getAttribute('type')).toBe('text');
  });

  it('asks the CPF first, the name it fills right under it', async () => {
    await openRegister();
    const order = ['CPF', 'Nome', 'E-mail', 'Senha', 'Confirmar senha', 'Telefone'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const [index, field] of order.slice(1).entries())
      expectBefore(order[index] as HTMLElement, field);
  });

  it('says an empty submit once, marks each empty field, and clears as the form is filled', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    // The spec's summary, once; no second message under every field.
    expect(await screen.findByText(authMessages.registrationFieldsRequired)).toBeInTheDocument();
    // ...and the unticked 18+ box, marked with its own line under it.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      authMessages.registrationFieldsRequired,
      registerCopy.consentRequired,
    ]);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
    // Outlined: what the player must fill, never the read-only Nome the CPF fills.
    const outline = (label: string) => getComputedStyle(screen.getByLabelText(label)).borderWidth;
    expect(outline('E-mail')).toBe('2px');
    expect(outline('Nome')).not.toBe('2px');
    const marked = () =>
      ['CPF', 'E-mail', 'Senha', 'Confirmar senha', 'Telefone'].filter(
        (label) => screen.getByLabelText(label).closest('[data-missing="true"]') !== null,
      );
    expect(marked()).toEqual(['CPF', 'E-mail', 'Senha', 'Confirmar senha', 'Telefone']);
    // Each empty field is described by the summary, and the first one has the focus.
    expect(screen.getByLabelText('Telefone')).toHaveAccessibleDescription(
      authMessages.registrationFieldsRequired,
    );
    expect(screen.getByLabelText('CPF')).toHaveFocus();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    expect(marked()).toEqual(['CPF', 'Senha', 'Confirmar senha', 'Telefone']);
    await fillAll(user);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.tab();
    await waitFor(() => {
      expect(screen.queryByText(authMessages.registrationFieldsRequired)).not.toBeInTheDocument();
    });
    expect(marked()).toEqual([]);
  });

  it.each([
    {
      title: "shows the registration's one neutral refusal of a CPF",
      answer: () =>
        HttpResponse.json(
          buildRefusalAnswer(authMessages.registrationCpfRefused, {
            document: [authMessages.registrationCpfRefused],
          }),
          { status: 422 },
        ),
      message: authMessages.registrationCpfRefused,
    },
    {
      title: 'shows the generic text when the failure lists nothing',
      answer: () => new HttpResponse('boom', { status: 500 }),
      message: authMessages.registrationFailed,
    },
  ])('$title', async ({ answer, message }) => {
    const { user } = await openRegister();
    documentCheckAnswers();
    server.use(http.post(`${API}/api/auth/register`, answer));
    await submitFilled(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('lists every server message when registration fails', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    registrationRefused(
      buildRefusalAnswer(commonMessages.invalidRequest, {
        name: [authMessages.registrationFieldsRequired],
        document: [authMessages.cpfNotValidated],
      }),
    );
    await submitFilled(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(authMessages.registrationFieldsRequired);
    expect(alert.textContent).toContain(authMessages.cpfNotValidated);
  });

  it("shows the api's limit message at the limit field, marked, focused, not in the list above", async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    const minimum = 'O limite de perdas mínimo é R$ 10,00.';
    registrationRefused(buildRefusalAnswer(minimum, { lossLimit: [minimum] }));
    await submitFilled(user);
    const loss = screen.getByLabelText('Limite de perdas (R$)');
    await waitFor(() => {
      expect(loss).toHaveFocus();
    });
    expect(loss).toHaveAttribute('aria-invalid', 'true');
    expect(loss).toHaveAccessibleDescription(minimum);
    // Once, at its field.
    expect(screen.getAllByText(minimum)).toHaveLength(1);
  });

  it('says when the week of a weekly loss limit runs, where the period is chosen', async () => {
    const { user } = await openRegister();
    await user.selectOptions(screen.getByLabelText('Período do limite'), 'week');
    expect(screen.getByLabelText('Período do limite')).toHaveAccessibleDescription(
      'A semana vai de segunda a domingo: o limite renova toda segunda às 00:00.',
    );
  });

  it('signs the new account in with the password just typed, through the ordinary login', async () => {
    const { user, router, store } = await openRegister();
    documentCheckAnswers();
    const calls: string[] = [];
    let signIn: unknown;
    server.use(
      http.post(`${API}/api/auth/register`, () => {
        calls.push('register');
        // The registration's answer carries no session, whatever the e-mail.
        return HttpResponse.json(buildRegisteredAnswer(), { status: 201 });
      }),
      http.post(`${API}/users-api/users`, () => {
        calls.push('users');
        return HttpResponse.json(fixtures.secondSystemUser(), { status: 201 });
      }),
      http.post(`${API}/api/auth/login`, async ({ request }) => {
        calls.push('login');
        signIn = loginRequestSchema.parse(await request.json());
        return HttpResponse.json(buildLoginAnswer('conta-nova'));
      }),
    );
    await submitFilled(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/dashboard');
    });
    expect(calls).toEqual(['register', 'users', 'login']);
    expect(signIn).toMatchObject({ email: 'ana@example.com', password: 'segredo123' });
    expect(store.getState().session).toMatchObject({
      apiToken: 'conta-nova',
      email: 'ana@example.com',
    });
  });
});
