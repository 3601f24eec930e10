// The password and its confirmation (docs/product/registration.md#registration): the rule
// said before any try, a short or guessable one said at its field, and the
// two matching.
import { screen } from '@testing-library/react';
import { authMessages } from '@velas/domain/messages/auth';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import {
  buildRefusalAnswer,
  documentCheckAnswers,
  registrationRefused,
} from '#/test/registerApi.ts';
import { openRegister, submitFilled } from '#/test/registerForm.tsx';
import { server } from '#/test/server.ts';
import { registerCopy } from './copy.ts';

describe('the registration password', () => {
  it('requires every field and matching passwords', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect(await screen.findByText(authMessages.registrationFieldsRequired)).toHaveAttribute(
      'role',
      'alert',
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
});
