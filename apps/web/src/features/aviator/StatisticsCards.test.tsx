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
  it('show median, mean, mode and range in plain words, and the positions of the last 30x/50x/100x', async () => {
    const odds = [1.5, 35, 2.5, 1.5, 60, 1.2, 1.5];
    renderWithProviders(<StatisticsCards oddsNewestFirst={odds} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    const expected = describeOdds(odds);

    expect(card('Mediana')).toContain(formatOdd(expected.median ?? 0));
    expect(card('Mediana')).toContain(
      'Metade das rodadas parou abaixo deste valor, nas últimas 7 rodadas.',
    );
    expect(card('Média')).toContain(formatOdd(expected.mean ?? 0));
    // No trend arrows: a value above 2x is not "up" (docs/design.md).
    expect(screen.queryByText(/[▲▼]/)).not.toBeInTheDocument();
    expect(card('Moda')).toContain('1,50x');
    expect(card('Amplitude')).toContain('mín. 1,20x · máx. 60,00x');
    expect(card('Posição da última 30x')).toContain('2Saiu há 2 rodadas (1 = a mais recente).');
    expect(card('Posição da última 50x')).toContain('5');
    expect(card('Posição da última 100x')).toContain('—Nenhuma nas últimas 7 rodadas.');
  });

  it('render "—" for what an empty window leaves undefined', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    for (const title of ['Mediana', 'Média', 'Moda', 'Amplitude'])
      expect(card(title)).toContain('—');
  });
});
