// The deposit's sub-line: the operator's minimum, and the withdrawal's before
// money goes in (docs/product/wallet.md#wallet-deposits).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { DepositMinimumLine } from './DepositMinimumLine.tsx';

describe('the deposit minimum line', () => {
  it('says the minimum under the heading, and the withdrawal minimum before money goes in', async () => {
    renderWithProviders(<DepositMinimumLine />, { session: signedIn });
    await waitFor(() => {
      expect(screen.getByTestId('deposit-minimum').textContent).toBe(
        'Por Pix, a partir de R$\u00a010,00. Para sacar, o valor mínimo é R$\u00a030,00.',
      );
    });
  });
});
