import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const refused = (...errors: string[]) =>
  HttpResponse.json({ message: errors[0], errors: { password: errors } }, { status: 422 });

describe('password forms', () => {
  it('changing: sends the three fields, then empties them and says it is done', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API}/api/auth/password`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: 'Senha alterada.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm />);
    await user.type(screen.getByLabelText('Senha atual'), 'antiga-123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada.')).toBeInTheDocument();
    expect(asked).toEqual([
      {
        current_password: 'antiga-123',
        password: 'nova-senha-1',
        password_confirmation: 'nova-senha-1',
      },
    ]);
    expect(screen.getByLabelText('Nova senha')).toHaveValue('');
  });

  it('resetting: the server message is shown under the field it is about', async () => {
    server.use(
      http.post(`${API}/api/auth/password-reset/confirm`, () =>
        refused(authMessages.passwordsDoNotMatch),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="t0ken" />);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra-senha');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const confirmation = screen.getByLabelText('Confirmar nova senha');
    await expect.poll(() => confirmation.getAttribute('aria-invalid')).toBe('true');
  });
  it('a common or guessable new password: the api refusal is shown under "Nova senha"', async () => {
    server.use(
      http.post(`${API}/api/auth/password-reset/confirm`, () =>
        refused(authMessages.passwordTooGuessable),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="t0ken" />);
    await user.type(screen.getByLabelText('Nova senha'), 'senha123');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const field = screen.getByLabelText('Nova senha');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirmar nova senha').getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });
});
