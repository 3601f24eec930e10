// What the loss limit counts where money goes in (docs/product/player-protection.md#loss-limit).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { LossLimitAtDeposit } from './LossLimitAtDeposit.tsx';

/** A screen text with its non-breaking spaces as plain ones. */
const plain = (element: Element) => element.textContent.replace(/\u00a0/g, ' ');

describe('the loss limit at the deposit', () => {
  it('says what the loss limit counts of its total, never as an allowance or losses, with the way to change it', async () => {
    renderWithProviders(<LossLimitAtDeposit />, { session: signedIn });
    const line = await screen.findByTestId('loss-limit-at-deposit');
    expect(plain(line)).toContain(
      'Depositado menos sacado nesta semana: R$ 0,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
    expect(line.textContent).not.toMatch(/permite depositar|usado/);
    expect(screen.getByRole('link', { name: 'Ajustar em Jogo responsável' })).toHaveAttribute(
      'href',
      '/admin/jogo-responsavel',
    );
  });
});
