import { screen } from '@testing-library/react';
import { hourTest } from '@velas/analysis/odds/hour-test';
import { oddsVsObserved } from '@velas/analysis/odds/observed';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { HourTestNote } from './HourTestNote.tsx';
import { OddsVsObservedCard } from './OddsVsObservedCard.tsx';

describe('OddsVsObservedCard', () => {
  it('opens with one sentence, then one line per multiplier; the intervals wait behind Como calculamos', () => {
    const rows = oddsVsObserved([
      ...new Array<number>(90).fill(1.5),
      ...new Array<number>(10).fill(2),
    ]);
    renderWithProviders(<OddsVsObservedCard rows={rows} />);
    expect(
      screen.getByText(
        'Nas últimas 100 rodadas, as de 2x ou mais e as de 10x ou mais saíram menos vezes do que a chance real prevê. Isso acontece por acaso: em cada multiplicador, 1 de cada 20 sequências de 100 rodadas sai assim. Não indica padrão.',
      ),
    ).toBeInTheDocument();
    // One figure a line, each with its words.
    const line = screen.getByTestId('odds-2');
    expect([...line.children].map((part) => part.textContent)).toEqual([
      '2x ou mais',
      'Chance real: 48,5%',
      'Saiu: 10 de 100 rodadas (10%)',
      'abaixo do esperado',
    ]);
    expect(line.textContent).not.toContain('·');
    // The lead carries the emphasis; a line's verdict stays in regular weight.
    const lead = screen.getByText(/^Nas últimas 100 rodadas/);
    expect(getComputedStyle(lead).fontWeight).toBe('600');
    const verdict = screen.getAllByText('abaixo do esperado')[0];
    expect(verdict && getComputedStyle(verdict).fontWeight).toBe('400');
    expect(screen.getByTestId('odds-100').textContent).toBe(
      '100x ou maisChance real: 0,97%Saiu: 0 de 100 rodadas (0%)normal',
    );
    // The interval is not on the card's surface: only inside the closed disclosure.
    const intervals = screen.getByRole('list', { name: 'Intervalos de 95%', hidden: true });
    expect(intervals.closest('details')).not.toHaveAttribute('open');
    expect(intervals.textContent).toContain('2x: 5,52% a 17,44%');
  });

  it('says so in one sentence when everything is in line', () => {
    // 48 of 100 reach 2x, 10 reach 10x, 3 reach 30x, 1 reaches 100x: the true chances.
    const odds = [150, 40, 40, ...new Array<number>(7).fill(15), ...new Array<number>(38).fill(3)];
    odds.push(...new Array<number>(100 - odds.length).fill(1.5));
    renderWithProviders(<OddsVsObservedCard rows={oddsVsObserved(odds)} />);
    expect(
      screen.getByText(
        'Tudo dentro do esperado nas últimas 100 rodadas: as diferenças são do tamanho do acaso.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the window is empty', () => {
    renderWithProviders(<OddsVsObservedCard rows={oddsVsObserved([], [2])} />);
    expect(screen.getByTestId('odds-2').textContent).toContain('Ainda sem rodadas para comparar.');
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
