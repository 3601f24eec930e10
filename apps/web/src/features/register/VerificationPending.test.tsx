// A registration the regulator's check has not answered yet: no account, and
// an e-mail will follow (docs/product/registration.md#registration).
import { screen } from '@testing-library/react';
import { authMessages } from '@velas/domain/messages/auth';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { documentCheckAnswers } from '#/test/registerApi.ts';
import { openRegister, submitFilled } from '#/test/registerForm.tsx';
import { server } from '#/test/server.ts';

describe('a registration waiting for its check', () => {
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
});
