import { fireEvent, screen, within } from '@testing-library/react';
import { bankrollPlan, bankrollRunsOut } from '@velas/domain/bankroll';
import { formatDatePtBr, saoPauloToday } from '@velas/domain/calendar';
import { glossary } from '@velas/domain/messages/glossary';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { BankrollCard } from './BankrollCard.tsx';

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
    // The headline is the expected value at the game's RTP; the compounding
    // target is a small line that says it needs every day to go right.
    // The day's goal is said with it: 'esperado' alone had no words around it.
    const headline = screen.getByText(
      fill(plainWordsMessages.bankrollExpectedHeadline, { meta: 15 }),
    );
    expect(headline.textContent).toContain(formatCents(plan[29]?.expectedBalance ?? toCents(0)));
    expect(within(headline).getByText(/R\$/).tagName).toBe('STRONG');
    const target = screen.getByText(/^Se acertasse a meta todo dia \(não acontece\)/);
    expect(target.textContent).toBe(
      fill(plainWordsMessages.bankrollPlanTargetLine, {
        valor: formatCents(plan[29]?.closingBalance ?? toCents(0)),
      }),
    );
    expect(target.querySelector('strong')).toBeNull();
    expect(screen.queryByText(/Meta do plano ao fim de 30 dias/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Plano de 30 dias' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const first = plan[0];
    const last = plan[29];
    if (!first || !last) throw new Error('plan too short');
    // The expected balance is the table's first figure; each day's goal and loss
    // limit carry the profile's percentages, the limit's the one its label names.
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Data',
      'Saldo esperado',
      'Meta do dia (15%)',
      'Limite de perda do dia (30%)',
    ]);
    expect(
      screen.getByRole('option', { name: 'Agressivo: perda até 30%/dia' }),
    ).toBeInTheDocument();
    const firstCells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(firstCells.slice(1)).toEqual([
      formatCents(first.expectedBalance),
      formatCents(first.goal),
      formatCents(first.stopLoss),
    ]);
    // No English jargon, and no compounding balance in the table: the
    // compounding goal is only the small line that says it does not happen.
    expect(dialog.textContent).not.toMatch(/stop loss|Saldo final|Saldo atual/i);
    expect(within(dialog).getByRole('table').textContent).not.toContain(
      formatCents(last.closingBalance),
    );
    expect(dialog.textContent).toContain(
      fill(plainWordsMessages.bankrollPlanTargetLine, { valor: formatCents(last.closingBalance) }),
    );
    expect(dialog.textContent).toContain(
      `${fill(plainWordsMessages.bankrollExpectedHeadline, { meta: 15 })} ${formatCents(last.expectedBalance)}`,
    );
    expect(last.expectedBalance).toBeLessThan(first.openingBalance);
  });

  it('stops the aggressive expected line at zero and says in words when the bankroll runs out', () => {
    renderWithProviders(<BankrollCard />);
    fireEvent.change(screen.getByLabelText('Perfil'), { target: { value: 'agressivo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    const plan = bankrollPlan({
      start: toCents(100_000),
      profile: 'agressivo',
      today: saoPauloToday(Date.now()),
    });
    const runsOut = bankrollRunsOut(plan);
    expect(runsOut?.day).toBe(26);
    // Never "esperado -R$ …": a player cannot lose more than the bankroll.
    expect(
      screen.getByText(fill(plainWordsMessages.bankrollExpectedHeadline, { meta: 15 })).textContent,
    ).toContain(formatCents(toCents(0)));
    expect(document.body.textContent).not.toMatch(/-\s?R\$/);
    expect(
      screen.getByText(
        fill(plainWordsMessages.bankrollRunsOut, {
          dia: 26,
          data: formatDatePtBr(runsOut?.date ?? ''),
        }),
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Detalhes' }));
    const rows = within(screen.getByRole('dialog', { name: 'Plano de 30 dias' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent).join()).not.toMatch(/-\s?R\$/);
  });

  it('says nothing about running out while the expected line stays above zero', () => {
    renderWithProviders(<BankrollCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.queryByText(/a banca acaba por volta do dia/)).not.toBeInTheDocument();
  });

  it('explains "banca" one tap away, where the card first says it', () => {
    renderWithProviders(<BankrollCard />);
    fireEvent.click(screen.getByRole('button', { name: 'banca' }));
    expect(screen.getByRole('note')).toHaveTextContent(glossary.banca);
  });

  it('names profiles by the loss they stop at, never by a daily goal or a stake to bet', () => {
    renderWithProviders(<BankrollCard />);
    const options = within(screen.getByLabelText('Perfil'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Conservador: perda até 10%/dia',
      'Moderado: perda até 20%/dia',
      'Agressivo: perda até 30%/dia',
    ]);
    expect(options.join()).not.toMatch(/meta|apostar/i);
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
    expect(screen.getByRole('alert').textContent).toBe(walletMessages.invalidBalance);
    expect(screen.queryByRole('button', { name: 'Detalhes' })).not.toBeInTheDocument();
  });
});
