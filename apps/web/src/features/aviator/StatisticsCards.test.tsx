// jsdom has no Worker, so the analysis client runs the same pure functions on
// the main thread here; the browser build's worker is checked end to end.
import { screen, within } from '@testing-library/react';
import { describeOdds } from '@velas/analysis/statistics';
import { formatOdd } from '@velas/domain/candles';
import { messages } from '@velas/domain/messages';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatisticsCards } from './StatisticsCards';

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return heading.parentElement?.textContent ?? '';
}

/** The "since the last high candle" lines, in order. */
function sinceLines() {
  const section = screen.getByRole('region', { name: messages.historyLastHighTitle });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
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
    // The rounds since each high candle in words at text size, never a big
    // "Rodadas sem 30x: 10" figure that reads as overdue; with the line that
    // says the count changes nothing.
    expect(sinceLines()).toEqual([
      'Faz 1 rodada que não sai 30x. A última foi de 35,00x.',
      'Faz 4 rodadas que não sai 50x. A última foi de 60,00x.',
      'Faz 6 rodadas que não sai 100x. A última foi de 150x.',
    ]);
    expect(screen.queryByRole('heading', { name: /^Rodadas sem/ })).not.toBeInTheDocument();
    expect(screen.getByText(messages.historyLastHighNote)).toBeInTheDocument();
    expect(screen.queryByText(/Posição|Moda|Amplitude|1 = a mais recente/)).not.toBeInTheDocument();
  });

  it('tells one candle once when it is the last 30x and the last 50x', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[1.5, 59.85, 2]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    expect(sinceLines()).toEqual([
      'Faz 1 rodada que não sai 30x nem 50x. A última foi de 59,85x.',
      'Nenhuma 100x nas últimas 3 rodadas.',
    ]);
  });

  it('render "—" for what an empty window leaves undefined', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[]} />);
    await screen.findByRole('heading', { name: 'Mediana' });
    for (const title of ['Mediana', 'Média', 'Valor que mais saiu', 'Menor e maior vela'])
      expect(card(title)).toContain('—');
  });
});
