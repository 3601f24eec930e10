// The registration form as its specs open it: RegisterForm on its own, for
// nobody signed in, and the way its specs fill and send it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { registerCopy } from '../features/register/copy.ts';
import { RegisterForm } from '../features/register/RegisterForm.tsx';
import { renderWithProviders } from './renderWithProviders.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** A CPF whose check digits are right. */
export const validCpf = '52998224725';

/** The form, once it is on screen; `router` says where it went after. */
export async function openRegister() {
  const user = userEvent.setup();
  const view = renderWithProviders(<RegisterForm />);
  await screen.findByRole('form', { name: 'Cadastro' });
  return { user, ...view };
}

/** Every field typed as Ana would, `confirm` as the password's confirmation, and the consent ticked. */
export async function fillAll(user: User, confirm = 'segredo123') {
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo123');
  await user.type(screen.getByLabelText('Confirmar senha'), confirm);
  await user.type(screen.getByLabelText('CPF'), validCpf);
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.click(screen.getByRole('checkbox', { name: registerCopy.consent }));
}

/** Every field filled, the name the CPF check found shown, then "Criar Conta". */
export async function submitFilled(user: User, confirm?: string) {
  await fillAll(user, confirm);
  await waitFor(() => {
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Ana Souza');
  });
  await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
}
