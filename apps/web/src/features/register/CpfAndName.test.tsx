// The CPF, checked on leaving its field, and the read-only name the check
// fills (docs/product/registration.md#registration).
import { screen, waitFor } from '@testing-library/react';
import { authMessages } from '@velas/domain/messages/auth';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { buildRefusalAnswer, documentCheckAnswers } from '#/test/registerApi.ts';
import { openRegister, validCpf } from '#/test/registerForm.tsx';
import { server } from '#/test/server.ts';
import { registerCopy } from './copy.ts';

describe('the registration CPF', () => {
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
});
