// The deposit route composes its parts: the heading and its sub-line, the
// loss limit's line (responsible-play) and the deposit flow (wallet), which
// meet through the api's cache. Each part's behaviour is in its feature's
// specs beside its component.
import { screen, waitFor } from '@testing-library/react';
import { expectBefore } from '@velas/web-testing/document-order';
import { describe, expect, it } from 'vitest';
import { limitCountsCharges } from '#/test/depositApi.ts';
import { renderMoneyScreen } from '#/test/renderMoneyScreen.ts';

describe('the deposit screen', () => {
  it('puts the minimum, the loss limit and the amount form under its heading', async () => {
    renderMoneyScreen('/admin/deposit');
    const heading = await screen.findByRole('heading', { name: 'Depósito Seguro!' });
    const form = await screen.findByRole('form', { name: 'Depósito' });
    const parts = [
      heading,
      screen.getByTestId('deposit-minimum'),
      await screen.findByTestId('loss-limit-at-deposit'),
      form,
    ];
    for (const [index, part] of parts.slice(1).entries())
      expectBefore(parts[index] as HTMLElement, part);
  });

  it('updates the loss limit line once a Pix is generated, which says the unpaid Pix in it', async () => {
    limitCountsCharges();
    const { user } = renderMoneyScreen('/admin/deposit');
    // The count is folded under the limit's one line (LossLimitAtDeposit.test.tsx).
    const line = await screen.findByTestId('loss-limit-count');
    await waitFor(() => {
      expect(line.textContent).toContain('nesta semana: R$\u00a00,00 de R$\u00a0200,00');
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeEnabled();
    });
    await user.click(screen.getByRole('button', { name: 'R$ 100' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    await screen.findByLabelText('tempo restante');
    await waitFor(() => {
      expect(screen.getByTestId('loss-limit-count').textContent).toContain(
        'nesta semana: R$\u00a0100,00 de R$\u00a0200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Inclui R$\u00a0100,00 de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.',
      );
    });
  });
});
