import { hourTest } from '@velas/analysis/odds/hour-test';
import { oddsVsObserved } from '@velas/analysis/odds/observed';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HourTestNote } from './HourTestNote';
import { OddsVsObservedCard } from './OddsVsObservedCard';

describe('OddsVsObservedCard', () => {
  it('shows true chance, observed share with interval and sample size, and the verdict', () => {
    const rows = oddsVsObserved([
      ...new Array<number>(90).fill(1.5),
      ...new Array<number>(10).fill(2),
    ]);
    renderWithProviders(<OddsVsObservedCard rows={rows} />);
    const two = screen.getByTestId('odds-2').textContent;
    expect(two).toContain('2x ou mais');
    expect(two).toContain('chance real 48,5%');
    expect(two).toContain('observada 10%');
    expect(two).toContain('10 de 100 rodadas');
    expect(two).toContain('Abaixo do esperado');
    expect(screen.getByTestId('odds-100').textContent).toContain('Dentro do esperado');
  });

  it('says when the window is empty', () => {
    renderWithProviders(<OddsVsObservedCard rows={oddsVsObserved([], [2])} />);
    expect(screen.getByTestId('odds-2').textContent).toContain('sem rodadas na janela');
  });
});

describe('HourTestNote', () => {
  it('shows the p-value and the plain verdict', () => {
    const even = [
      { hour: 8, rounds: 300, hits: 30 },
      { hour: 9, rounds: 300, hits: 29 },
    ];
    renderWithProviders(<HourTestNote test={hourTest(even, 10)} />);
    expect(screen.getByRole('note').textContent).toMatch(
      /p = 0,89 — sem diferença significativa entre os horários\.$/,
    );
  });

  it('says so when the hours differ below 0.05', () => {
    const uneven = [
      { hour: 8, rounds: 300, hits: 60 },
      { hour: 9, rounds: 300, hits: 10 },
    ];
    renderWithProviders(<HourTestNote test={hourTest(uneven, 10)} />);
    expect(screen.getByRole('note').textContent).toContain('p < 0,001 — diferença significativa');
  });
});
