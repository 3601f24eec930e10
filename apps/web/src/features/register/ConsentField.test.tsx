// 18 or older and the use of the data, ticked before anything is sent
// (docs/product/registration.md#registration).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { buildRegisteredAnswer, documentCheckAnswers } from '#/test/registerApi.ts';
import { fillAll, openRegister } from '#/test/registerForm.tsx';
import { server } from '#/test/server.ts';
import { registerCopy } from './copy.ts';

describe('the registration consent', () => {
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
});
