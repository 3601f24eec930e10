// The password and its confirmation (docs/product.md#registration): the rule
// said before any try, a short or guessable one said at its field, and the
// two matching.
import { screen } from '@testing-library/react';
import { messages } from '@velas/domain/messages';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/handlers';
import {
  buildRefusalAnswer,
  documentCheckAnswers,
  registrationRefused,
} from '../../test/registerApi';
import { openRegister, submitFilled } from '../../test/registerForm';
import { server } from '../../test/server';
import { registerCopy } from './copy';

describe('the registration password', () => {
  it('requires every field and matching passwords', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      messages.registrationFieldsRequired,
    );
    documentCheckAnswers();
    await submitFilled(user, 'outra-senha');
    // At the field that caused it, once.
    expect((await screen.findByRole('alert')).textContent).toBe(messages.passwordsDoNotMatch);
    expect(screen.getAllByText(messages.passwordsDoNotMatch)).toHaveLength(1);
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
  });

  it('shows the api refusal of a common or guessable password at the password field', async () => {
    const { user } = await openRegister();
    documentCheckAnswers();
    registrationRefused(
      buildRefusalAnswer(messages.passwordTooGuessable, {
        password: [messages.passwordTooGuessable],
      }),
    );
    await submitFilled(user);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.passwordTooGuessable);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the password rule before any try, and a guessable password on leaving the field', async () => {
    const { user } = await openRegister();
    const checked: unknown[] = [];
    server.use(
      http.post(`${API}/api/validate/password`, async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json(
          buildRefusalAnswer(messages.passwordTooGuessable, {
            password: [messages.passwordTooGuessable],
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
    expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
    expect(checked).toEqual([]);
    await user.clear(password);
    expect(screen.queryByText(messages.passwordTooShort)).not.toBeInTheDocument();
    await user.type(password, 'flamengo123');
    await user.tab();
    expect(await screen.findByText(messages.passwordTooGuessable)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(checked).toEqual([
      { password: 'flamengo123', email: 'ana@example.com', document: '', phone: '' },
    ]);
    // Nothing was sent to register: the form was never submitted.
    expect(screen.getByRole('button', { name: 'Criar Conta' })).toBeEnabled();
  });
});
