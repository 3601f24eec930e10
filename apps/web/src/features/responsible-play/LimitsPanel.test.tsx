import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletMessages } from '@velas/domain/messages/wallet';
import { protectionStatusSchema } from '@velas/domain/schemas/protection';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { protectionStatus } from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { LimitsPanel } from './LimitsPanel.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function withPeriodNet(net: number, awaiting = 0) {
  const status = protectionStatus();
  return protectionStatusSchema.parse({ ...status, period: { ...status.period, net, awaiting } });
}

describe('Seus limites', () => {
  it('names the figure the limit counts, deposited minus withdrawn, never "perdas usado"', () => {
    renderWithProviders(<LimitsPanel status={withPeriodNet(6_200)} />);
    const usage = screen.getByTestId('loss-limit-usage');
    expect(plain(usage.textContent)).toContain(
      'Depositado menos sacado nesta semana: R$ 62,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos.',
    );
    expect(usage.textContent).not.toMatch(/perdas usado|Pix ainda não pago/);
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Depositado menos sacado, diante do limite de perdas',
    });
    expect([bar.value, bar.max]).toEqual([6_200, 20_000]);
    expect(screen.queryByText(/Posição líquida/)).not.toBeInTheDocument();
    // The figure is not the Extrato's games result: the screen says what it counts.
    expect(plain(usage.textContent)).toContain('Um depósito conta mesmo antes de você apostar');
    expect(plain(usage.textContent)).toContain('"Nos jogos"');
  });

  it('reads a period with more withdrawn than deposited as that, not as a loss', () => {
    renderWithProviders(<LimitsPanel status={withPeriodNet(-25_800)} />);
    expect(plain(screen.getByTestId('loss-limit-usage').textContent)).toContain(
      'Depositado menos sacado nesta semana: R$ 0,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Você sacou R$ 258,00 a mais do que depositou.',
    );
  });

  it('says plainly that an unpaid Pix is reserved in the figure', () => {
    renderWithProviders(<LimitsPanel status={withPeriodNet(17_000, 10_000)} />);
    expect(plain(screen.getByTestId('loss-limit-usage').textContent)).toContain(
      'Depositado menos sacado nesta semana: R$ 170,00 de R$ 200,00 (seu limite de perdas). Conta depósitos e saques, não o resultado dos jogos. Inclui R$ 100,00 de Pix ainda não pago, reservado até ser pago, cancelado ou expirar.',
    );
  });

  it('shows the limits in force and keeps the form to change them one tap away', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LimitsPanel status={protectionStatus()} />);
    const form = screen.getByRole('form', { name: 'Limites', hidden: true });
    const fold = form.closest('details');
    expect(fold).not.toHaveAttribute('open');
    await user.click(screen.getByText('Alterar limites'));
    expect(fold).toHaveAttribute('open');
  });

  it('opens the form at once when no limits are set yet', () => {
    renderWithProviders(
      <LimitsPanel status={{ ...protectionStatus(), limits: null, period: null }} />,
    );
    expect(screen.getByRole('form', { name: 'Limites' }).closest('details')).toHaveAttribute(
      'open',
    );
  });

  it('masks the loss limit like every amount and says "Salvo" once the reminder is saved', async () => {
    const asked: unknown[] = [];
    server.use(
      http.put(`${API}/api/protection/reality-check`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(protectionStatus());
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LimitsPanel status={protectionStatus()} />);
    const limit = screen.getByLabelText<HTMLInputElement>('Limite de perdas (R$)');
    expect(limit.value).toBe('200,00');
    await user.clear(limit);
    await user.type(limit, '100000');
    expect(limit.value).toBe('100.000');

    const select = screen.getByLabelText('Lembrete de tempo de jogo a cada');
    // Said before any change: the choice is saved at once, no button.
    expect(select).toHaveAccessibleDescription(walletMessages.reminderSavedOnChoice);
    expect(screen.queryByText(/^Salvo: lembrete/)).not.toBeInTheDocument();
    await user.selectOptions(select, '30');
    expect(await screen.findByText('Salvo: lembrete a cada 30 minutos.')).toBeInTheDocument();
    expect(asked).toEqual([{ minutes: 30 }]);
  });
});
