import { fireEvent, screen, within } from '@testing-library/react';
import { messages } from '@velas/domain/messages';
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
      // 100x and more lose their centavos in the chip; its name keeps them.
      ['150x', 'primary'],
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
    expect(screen.getByText(messages.tapCandleHint)).toBeInTheDocument();
    fireEvent.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Rodada #4 das 12:00:04: 10,00x — prova 4')).toBeInTheDocument();
    fireEvent.click(cell);
    expect(screen.getByText(messages.tapCandleHint)).toBeInTheDocument();
  });

  it('writes 100x and more without centavos and says the exact odd on tap', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    const cell = screen.getByRole('button', { name: '150x, exatamente 150,50x, às 12:00:06' });
    expect(cell).toHaveTextContent(/^150x$/);
    fireEvent.click(cell);
    expect(screen.getByText('Rodada #6 das 12:00:06: 150,50x')).toBeInTheDocument();
  });

  it('gives a rare odd of 10.000x and more two cells instead of a smaller size', () => {
    renderWithProviders(<RoundGrid candles={[testCandle(1, 12345.67), testCandle(2, 1.5)]} />);
    const [big, small] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(big).toHaveTextContent('12.345x');
    expect(getComputedStyle(big as Element).gridColumn).toBe('span 2');
    expect(getComputedStyle(small as Element).gridColumn).toBe('auto');
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
