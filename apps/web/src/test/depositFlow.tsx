// The deposit flow as its specs open it: DepositFlow on its own, with the
// deposit screen's quick amounts, for a signed-in player; beside it a reader
// of the balance, standing for the signed-in layout's, which a paid charge
// refreshes. Then what the specs do on it and look at.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICK_AMOUNTS_DEPOSIT_SCREEN } from '@velas/domain/constants';
import { afterEach, expect, vi } from 'vitest';
import { DepositFlow } from '../features/wallet/deposit/DepositFlow.tsx';
import { useMeQuery } from '../services/accountApi.ts';
import { depositApi } from './depositApi.ts';
import { signedIn } from './renderApp.tsx';
import { renderWithProviders } from './renderWithProviders.tsx';

export type User = ReturnType<typeof userEvent.setup>;

// Each spec that opens the flow gets the real clock and globals back after each test.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function BalanceReader() {
  useMeQuery(undefined);
  return null;
}

/** The flow rendered, as soon as it is; `user` takes userEvent's options (fake timers'). */
export function renderDepositFlow(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  const view = renderWithProviders(
    <>
      <BalanceReader />
      <DepositFlow quickAmounts={QUICK_AMOUNTS_DEPOSIT_SCREEN} />
    </>,
    { session: signedIn },
  );
  return { user, ...view };
}

/** The flow's amount form, once "Gerar Pix" can be tapped. */
export async function openDeposit(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const { user } = renderDepositFlow(options);
  // "Gerar Pix" is busy until the KYC status has answered (see DepositFlow's race test).
  await waitFor(() => {
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeEnabled();
  });
  return user;
}

export const amountField = () => screen.getByLabelText<HTMLInputElement>('Valor do depósito (R$)');

/** Types `amount` (as a player writes it, "123,45") and asks for the Pix. */
export async function generatePix(user: User, amount: string) {
  await user.type(amountField(), amount);
  await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
}

/** A screen text with its non-breaking spaces as plain ones. */
export const plain = (element: Element) => element.textContent.replace(/\u00a0/g, ' ');

/** A paid, expired or cancelled charge: no code, QR or copy button, and a way home. */
export function expectNothingToPay() {
  expect(screen.queryByLabelText('Pix copia e cola')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copiar código Pix' })).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'QR Code Pix para pagamento' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para Minhas operações' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
}

/** The Pix screen of a R$ 123,45 charge, under fake timers that userEvent follows. */
export async function generatedUnderFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const seen = depositApi();
  const user = await openDeposit({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  await generatePix(user, '123,45');
  const clock = await screen.findByLabelText('tempo restante');
  return { seen, user, clock };
}

/** Lets `milliseconds` pass on the fake clock. */
export const passes = (milliseconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });
