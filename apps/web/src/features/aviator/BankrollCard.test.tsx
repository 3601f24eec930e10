import { fireEvent, screen, within } from '@testing-library/react';
import { bankrollPlan } from '@velas/domain/bankroll';
import { saoPauloToday } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import { formatCents, toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BankrollCard } from './BankrollCard';

describe('bankroll calculator', () => {
  it('shows Detalhes only after Calcular, with the 30-day plan and its expected value', () => {
    renderWithProviders(<BankrollCard />);
    expect(screen.queryByRole('button', { name: 'Detalhes' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Banca inicial (R$)'), {
      target: { value: '2.500,50' },
    });
    fireEvent.change(screen.getByLabelText('Perfil'), { target: { value: 'agressivo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    const plan = bankrollPlan({
      start: toCents(250_050),
      profile: 'agressivo',
      today: saoPauloToday(Date.now()),
    });
    // Beside the goal, on the card itself: the expected value at the game's RTP.
    expect(screen.getByText(/Valor esperado com RTP de 97%/).textContent).toContain(
      formatCents(plan[29]?.expectedBalance ?? toCents(0)),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Plano de 30 dias' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const first = plan[0];
    const last = plan[29];
    if (!first || !last) throw new Error('plan too short');
    expect(rows[0]?.textContent).toContain(formatCents(first.meta));
    expect(rows[0]?.textContent).toContain(formatCents(first.stopLoss));
    expect(dialog.textContent).toContain(
      `Meta do plano ao fim de 30 dias: ${formatCents(last.saldoFinal)}`,
    );
    expect(dialog.textContent).toContain(
      `Valor esperado com RTP de 97%: ${formatCents(last.expectedBalance)}`,
    );
    expect(last.expectedBalance).toBeLessThan(first.saldoAtual);
  });

  it('masks the start bank like every amount field', () => {
    renderWithProviders(<BankrollCard />);
    const field = screen.getByLabelText('Banca inicial (R$)');
    expect(field).toHaveValue('1.000,00');
    fireEvent.change(field, { target: { value: '250050' } });
    expect(field).toHaveValue('250.050');
  });

  it('rejects a start bank that is not an amount', () => {
    renderWithProviders(<BankrollCard />);
    fireEvent.change(screen.getByLabelText('Banca inicial (R$)'), { target: { value: 'mil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.invalidBalance);
    expect(screen.queryByRole('button', { name: 'Detalhes' })).not.toBeInTheDocument();
  });
});
