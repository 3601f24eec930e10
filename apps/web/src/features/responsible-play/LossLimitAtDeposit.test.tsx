// What the loss limit counts where money goes in (docs/product/player-protection.md#loss-limit).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { LossLimitAtDeposit } from './LossLimitAtDeposit.tsx';

/** A screen text with its non-breaking spaces as plain ones. */
const plain = (element: Element) => element.textContent.replace(/\u00a0/g, ' ');

describe('the loss limit at the deposit', () => {
  it('says the limit in one short line and folds what it counts, with the way to change it', async () => {
    renderWithProviders(<LossLimitAtDeposit />, { session: signedIn });
    const block = await screen.findByTestId('loss-limit-at-deposit');
    // One line before the amount field: the setting, not a figure of it used.
    expect(plain(screen.getByText(/^Seu limite de perdas:/))).toBe(
      'Seu limite de perdas: R$ 200,00 por semana.',
    );
    expect(block.textContent).not.toMatch(/permite depositar|usado|Máximo agora/);

    // The full count waits behind "Saiba mais", closed.
    const count = screen.getByTestId('loss-limit-count');
    const fold = count.closest('details');
    expect(fold).not.toHaveAttribute('open');
    await userEvent.setup().click(screen.getByText('Saiba mais sobre o limite'));
    expect(fold).toHaveAttribute('open');
    expect(plain(count)).toBe(
      'Depositado menos sacado nesta semana: R$ 0,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
    expect(screen.getByRole('link', { name: 'Ajustar em Jogo responsável' })).toHaveAttribute(
      'href',
      '/admin/jogo-responsavel',
    );
  });
});
