import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { testCandle } from '../../test/testCandles';
import { RoundGrid } from './RoundGrid';

const candles = [1.99, 2, 9.99, 10, 1.2, 150.5].map((odd, index) => testCandle(index + 1, odd));

describe('round grid', () => {
  it('colours the cells by the badges rule and counts each colour in the legend', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    const grid = screen.getByRole('list', { name: /Últimas 6 rodadas/ });
    const colours = within(grid)
      .getAllByRole('button')
      .map((cell) => [cell.textContent, cell.dataset.colour]);
    expect(colours).toEqual([
      ['1,99x', 'info'],
      ['2,00x', 'purple'],
      ['9,99x', 'purple'],
      ['10,00x', 'primary'],
      ['1,20x', 'info'],
      ['150,50x', 'primary'],
    ]);
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(legend).toHaveTextContent('abaixo de 2x: 2');
    expect(legend).toHaveTextContent('2x a 9,99x: 2');
    expect(legend).toHaveTextContent('10x ou mais: 2');
  });

  it('gives the time on hover and says it with its proof on tap', () => {
    renderWithProviders(
      <RoundGrid candles={candles} proofOf={(candle) => `prova ${String(candle.id)}`} />,
    );
    // testCandle(4) crashed at 15:00:04 UTC, 12:00:04 in São Paulo.
    const cell = screen.getByRole('button', { name: '10,00x às 12:00:04' });
    expect(cell).toHaveAttribute('title', '12:00:04 · 10,00x');
    expect(screen.getByText('Toque numa vela para ver a hora.')).toBeInTheDocument();
    fireEvent.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Rodada #4 das 12:00:04: 10,00x — prova 4')).toBeInTheDocument();
    fireEvent.click(cell);
    expect(screen.getByText('Toque numa vela para ver a hora.')).toBeInTheDocument();
  });

  it('pins what another feature marks in the cell of its round', () => {
    renderWithProviders(
      <RoundGrid
        candles={candles}
        renderMark={(candle) => (candle.id === 3 ? <span data-testid="mark">ok</span> : null)}
      />,
    );
    expect(screen.getAllByTestId('mark')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^9,99x/ })).toContainElement(
      screen.getByTestId('mark'),
    );
  });
});
