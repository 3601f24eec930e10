import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { loginRequestSchema, registerRequestSchema } from '@velas/domain/schemas/auth';
import { secondSystemUserRequestSchema } from '@velas/domain/schemas/user';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { registerCopy } from '../../../features/register/copy';
import * as fixtures from '../../../test/fixtures';
import { API } from '../../../test/handlers';
import {
  buildLoginAnswer,
  buildRefusalAnswer,
  buildRegisteredAnswer,
  documentCheckAnswers,
  registrationRefused,
} from '../../../test/registerApi';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';

const validCpf = '52998224725';

async function openRegister() {
  const user = userEvent.setup();
  const view = renderApp('/auth/register/ROLE_LOTOGREEN');
  await screen.findByRole('heading', { name: 'Cadastro' });
  return { user, ...view };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, confirm = 'segredo123') {
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.type(screen.getByLabelText('Confirmar senha'), confirm);
  await user.type(screen.getByLabelText('CPF'), validCpf);
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.click(screen.getByRole('checkbox', { name: registerCopy.consent }));
}

/** Every field filled, the name the CPF check found shown, then "Criar Conta". */
async function submitFilled(user: ReturnType<typeof userEvent.setup>, confirm?: string) {
  await fillAll(user, confirm);
  await waitFor(() => {
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Ana Souza');
  });
  await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
}

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

  it('asks to confirm 18+ and the use of the data before sending, said at the box', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    let sent = 0;
    server.use(
      http.post(`${API}/api/auth/register`, () => {
        sent += 1;
        return HttpResponse.json(buildRegisteredAnswer());
      }),
    );
    await fillAll(user);
    const consent = screen.getByRole('checkbox', { name: registerCopy.consent });
    await user.click(consent);
    expect(consent).not.toBeChecked();
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Ana Souza');
    });
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    // Once, at the box, which takes the focus; nothing was sent.
    expect((await screen.findByRole('alert')).textContent).toBe(registerCopy.consentRequired);
    expect(screen.getAllByText(registerCopy.consentRequired)).toHaveLength(1);
    expect(consent).toHaveAccessibleDescription(registerCopy.consentRequired);
    await waitFor(() => {
      expect(consent).toHaveFocus();
    });
    expect(sent).toBe(0);
    await user.click(consent);
    expect(screen.queryByText(registerCopy.consentRequired)).not.toBeInTheDocument();
  });

  it('asks the CPF first, the name it fills right under it', async () => {
    await openRegister();
    const order = ['CPF', 'Nome', 'E-mail', 'Senha', 'Confirmar senha', 'Telefone'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const [index, field] of order.slice(1).entries())
      expect(
        (order[index] as HTMLElement).compareDocumentPosition(field) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('says an empty submit once, marks each empty field, and clears as the form is filled', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    // The spec's summary, once; no second message under every field.
    expect(await screen.findByText(authMessages.registrationFieldsRequired)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument();
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

  it('checks the CPF on blur and fills the read-only name', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByLabelText('CPF'));
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.cpfEmpty);
    documentCheckAnswers('Ana Souza');
    await user.type(screen.getByLabelText('CPF'), validCpf);
    await user.tab();
    const name = screen.getByLabelText<HTMLInputElement>('Nome');
    await waitFor(() => {
      expect(name.value).toBe('Ana Souza');
    });
    expect(name.readOnly).toBe(true);
    // A value, said to be one: not a grey placeholder.
    expect(name).toHaveAccessibleDescription(registerCopy.nameMasked);
  });

  it.each([
    {
      title: 'says when the document check cannot validate the CPF',
      cpf: validCpf,
      answer: () => HttpResponse.json({ name: '' }),
      message: authMessages.cpfNotValidated,
    },
    {
      title: 'lists the document check errors, or the generic text',
      cpf: validCpf,
      answer: () => HttpResponse.json(buildRefusalAnswer('x'), { status: 500 }),
      message: authMessages.cpfCheckFailed,
    },
    {
      title: 'rejects a CPF whose check digits are wrong before asking the server',
      cpf: '52998224700',
      answer: null,
      message: authMessages.cpfCheckFailed,
    },
  ])('$title', async ({ cpf, answer, message }) => {
    const { user } = await openRegister();
    if (answer) server.use(http.post(`${API}/api/validate/document`, answer));
    await user.type(screen.getByLabelText('CPF'), cpf);
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('requires every field and matching passwords', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      authMessages.registrationFieldsRequired,
    );
    documentCheckAnswers();
    await submitFilled(user, 'outra-senha');
    // At the field that caused it, once.
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.passwordsDoNotMatch);
    expect(screen.getAllByText(authMessages.passwordsDoNotMatch)).toHaveLength(1);
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      authMessages.passwordsDoNotMatch,
    );
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

  it('says the check is under way and that an e-mail will follow, when the registration waits', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    server.use(
      http.post(`${API}/api/auth/register`, () =>
        HttpResponse.json(
          { status: 'verification_pending', message: authMessages.registrationPending },
          { status: 202 },
        ),
      ),
    );
    await submitFilled(user);
    expect(
      await screen.findByRole('heading', { name: authMessages.registrationPendingTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(authMessages.registrationPending);
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cadastro' })).not.toBeInTheDocument();
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

  it('shows the api refusal of a common or guessable password at the password field', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    registrationRefused(
      buildRefusalAnswer(authMessages.passwordTooGuessable, {
        password: [authMessages.passwordTooGuessable],
      }),
    );
    await submitFilled(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      authMessages.passwordTooGuessable,
    );
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the password rule before any try, and a guessable password on leaving the field', async () => {
    const { user } = await openRegister();
    const checked: unknown[] = [];
    server.use(
      http.post(`${API}/api/validate/password`, async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json(
          buildRefusalAnswer(authMessages.passwordTooGuessable, {
            password: [authMessages.passwordTooGuessable],
          }),
          { status: 422 },
        );
      }),
    );
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAccessibleDescription(registerCopy.passwordHint);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(password, 'curta');
    await user.tab();
    // Too short is said at once, without asking the api.
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(checked).toEqual([]);
    await user.clear(password);
    expect(screen.queryByText(authMessages.passwordTooShort)).not.toBeInTheDocument();
    await user.type(password, 'flamengo123');
    await user.tab();
    expect(await screen.findByText(authMessages.passwordTooGuessable)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(checked).toEqual([
      { password: 'flamengo123', email: 'ana@example.com', document: '', phone: '' },
    ]);
    // Nothing was sent to register: the form was never submitted.
    expect(screen.getByRole('button', { name: 'Criar Conta' })).toBeEnabled();
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
