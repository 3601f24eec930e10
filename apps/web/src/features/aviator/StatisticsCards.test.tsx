// jsdom has no Worker, so the analysis client runs the same pure functions on
// the main thread here; the browser build's worker is checked end to end.
import { screen } from '@testing-library/react';
import { describeOdds } from '@velas/analysis/statistics';
import { formatOdd } from '@velas/domain/candles';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatisticsCards } from './StatisticsCards';

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return heading.parentElement?.textContent ?? '';
}

describe('statistics cards', () => {
  it('show median, mean, the commonest value and the lowest and highest candle in plain words, and the rounds since the last 30x/50x/100x', async () => {
    const odds = [1.5, 35, 2.5, 1.5, 60, 1.2, 150.25];
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
    expect(card('Valor que mais saiu')).toContain('1,50x');
    // The highest candle as the grid writes it: 150x, never 150,25x beside it;
    // two labelled lines, so the range never breaks at a random place.
    expect(card('Menor e maior vela')).toContain('menor 1,20xmaior 150x');
    // One phrase for one fact: the tile's figure is the rounds since, said again in words.
    expect(card('Rodadas sem 30x')).toContain(
      '1Faz 1 rodada que não sai 30x. A última foi de 35,00x.',
    );
    expect(card('Rodadas sem 50x')).toContain('4Faz 4 rodadas que não sai 50x.');
    expect(card('Rodadas sem 100x')).toContain(
      '6Faz 6 rodadas que não sai 100x. A última foi de 150x.',
    );
    expect(screen.queryByText(/Posição|Moda|Amplitude|1 = a mais recente/)).not.toBeInTheDocument();
  });

  it('tells one candle once when it is the last 30x and the last 50x', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[1.5, 59.85, 2]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    expect(card('Rodadas sem 30x e 50x')).toContain(
      '1Faz 1 rodada que não sai 30x nem 50x. A última foi de 59,85x.',
    );
    expect(card('Rodadas sem 100x')).toContain('—Nenhuma 100x nas últimas 3 rodadas.');
  });

  it('render "—" for what an empty window leaves undefined', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    for (const title of ['Mediana', 'Média', 'Valor que mais saiu', 'Menor e maior vela'])
      expect(card(title)).toContain('—');
  });
});
