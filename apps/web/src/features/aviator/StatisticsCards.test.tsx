// jsdom has no Worker, so the analysis client runs the same pure functions on
// the main thread here; the browser build's worker is checked end to end.
import { describeOdds } from '@velas/analysis/statistics';
import { formatOdd } from '@velas/domain/candles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatisticsCards } from './StatisticsCards';

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return heading.parentElement?.textContent ?? '';
}

describe('statistics cards', () => {
  it('show median, mean, mode and range with arrows, and the positions of the last 30X/50X/100X', async () => {
    const odds = [1.5, 35, 2.5, 1.5, 60, 1.2, 1.5];
    renderWithProviders(<StatisticsCards oddsNewestFirst={odds} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    const expected = describeOdds(odds);

    expect(card('Mediana')).toContain(formatOdd(expected.median ?? 0));
    expect(
      screen.getByRole('heading', { name: 'Mediana' }).parentElement?.querySelector('[role="img"]')
        ?.textContent,
    ).toBe('▼');
    expect(card('Média')).toContain(formatOdd(expected.mean ?? 0));
    expect(card('Média')).toContain('▲');
    expect(card('Moda')).toContain('1,50x');
    expect(card('Amplitude')).toContain('mín. 1,20x · máx. 60,00x');
    expect(card('Posição da última 30X')).toContain('2');
    expect(card('Posição da última 50X')).toContain('5');
    expect(card('Posição da última 100X')).toContain('—');
  });

  it('render "—" for what an empty window leaves undefined', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    for (const title of ['Mediana', 'Média', 'Moda', 'Amplitude'])
      expect(card(title)).toContain('—');
  });
});
