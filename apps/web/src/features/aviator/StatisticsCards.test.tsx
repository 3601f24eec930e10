// jsdom has no Worker, so the analysis client runs the same pure functions on
// the main thread here; the browser build's worker is checked end to end.
import { screen } from '@testing-library/react';
import { describeOdds } from '@velas/analysis/statistics';
import { formatOdd } from '@velas/domain/candles';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { MedianAnswer, StatisticsCards } from './StatisticsCards.tsx';

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return heading.parentElement?.textContent ?? '';
}

describe('statistics cards', () => {
  it('answers with the median alone: one number, one sentence', async () => {
    const odds = [1.5, 35, 2.5, 1.5, 60, 1.2, 150.25];
    renderWithProviders(<MedianAnswer oddsNewestFirst={odds} />);
    await screen.findByRole('heading', { name: 'Valor do meio' });
    const expected = describeOdds(odds);
    expect(card('Valor do meio')).toBe(
      `Valor do meio${formatOdd(expected.median ?? 0)}Metade das rodadas parou abaixo deste valor, nas últimas 7 rodadas.`,
    );
    // The median is the headline: two chips wide (a phone's whole row), its figure larger.
    const median = screen.getByRole('heading', { name: 'Valor do meio' }).parentElement;
    expect(median && getComputedStyle(median).gridColumn).toBe('span 2');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('keeps the commonest value and the lowest and highest candle, with the mean in words, for the proof', async () => {
    const odds = [1.5, 35, 2.5, 1.5, 60, 1.2, 150.25];
    renderWithProviders(<StatisticsCards oddsNewestFirst={odds} />);
    await screen.findByRole('heading', { name: 'Menor e maior vela' });
    const expected = describeOdds(odds);
    // The mean is never a figure card ("Média 13,94x" read as a promise): it
    // is said in words, by the candle that pulls it up.
    expect(screen.queryByRole('heading', { name: 'Média' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valor do meio' })).not.toBeInTheDocument();
    expect(card('Menor e maior vela')).toContain(
      `Uma vela de 150,25x puxa a média para ${formatOdd(expected.mean ?? 0)}; o valor do meio mostra melhor o que uma rodada costuma pagar.`,
    );
    // No trend arrows: a value above 2x is not "up" (docs/design.md).
    expect(screen.queryByText(/[▲▼]/)).not.toBeInTheDocument();
    expect(card('Valor que mais saiu')).toContain('1,50x');
    // The highest candle as the grid and the game write it, centavos kept;
    // two labelled lines, so the range never breaks at a random place.
    expect(card('Menor e maior vela')).toContain('menor 1,20xmaior 150,25x');
    // The rounds since each high candle are told once, in the next round's
    // card (GapContextCard): nothing here reads as an "overdue" candle.
    expect(screen.queryByRole('heading', { name: /^Rodadas sem/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/rodadas? que não sai/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Posição|Moda|Amplitude|1 = a mais recente/)).not.toBeInTheDocument();
  });

  it('gives the commonest value alone, with why it says nothing of the next round', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[1, 1, 2, 2, 3, 1]} />);
    await screen.findByRole('heading', { name: 'Valor que mais saiu' });
    expect(card('Valor que mais saiu')).toContain('1,00x');
    expect(card('Valor que mais saiu')).toContain('não o torna mais provável');
    expect(screen.queryByText(/Também frequentes/)).not.toBeInTheDocument();
  });

  it('says the mean plainly when no candle pulls it above the median', async () => {
    renderWithProviders(<StatisticsCards oddsNewestFirst={[1, 3, 2]} />);
    await screen.findByRole('heading', { name: 'Menor e maior vela' });
    expect(card('Menor e maior vela')).toContain('A média fica em 2,00x.');
    expect(card('Menor e maior vela')).not.toContain('puxa');
  });

  it('render "—" for what an empty window leaves undefined', async () => {
    renderWithProviders(
      <>
        <MedianAnswer oddsNewestFirst={[]} />
        <StatisticsCards oddsNewestFirst={[]} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Valor do meio' });
    await screen.findByRole('heading', { name: 'Menor e maior vela' });
    for (const title of ['Valor do meio', 'Valor que mais saiu', 'Menor e maior vela'])
      expect(card(title)).toContain('—');
    expect(card('Menor e maior vela')).not.toContain('média');
  });
});
