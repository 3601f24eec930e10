import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { testCandle } from '#/test/testCandles.ts';
import { CandleList } from './CandleList.tsx';

const candles = [1.99, 2, 9.99, 10, 2, 150.5].map((odd, index) => testCandle(index + 1, odd));

describe('candle badges', () => {
  it('colour odds below 2 blue, 2 to 9.99 purple and 10 or more pink', () => {
    renderWithProviders(<CandleList candles={candles} />);
    const colours = screen
      .getAllByRole('button')
      .map((badge) => [badge.textContent, badge.dataset.colour]);
    expect(colours).toEqual([
      ['1,99x', 'info'],
      ['2,00x', 'purple'],
      ['9,99x', 'purple'],
      ['10,00x', 'primary'],
      ['2,00x', 'purple'],
      // Centavos at every size, as the game and the round grid write it (docs/product/aviator-analysis.md#candles).
      ['150,50x', 'primary'],
    ]);
  });

  it('toggles a green highlight on every candle of the clicked odd value', () => {
    renderWithProviders(<CandleList candles={candles} />);
    const pressed = () =>
      screen.getAllByRole('button', { pressed: true }).map((badge) => badge.textContent);
    const [, two] = screen.getAllByRole('button');
    if (!two) throw new Error('missing badge');

    fireEvent.click(two);
    expect(pressed()).toEqual(['2,00x', '2,00x']);
    // The dark theme's gain token, #34d399.
    expect(getComputedStyle(two).borderColor).toBe('rgb(52, 211, 153)');

    const big = screen.getByRole('button', { name: '150,50x às 12:00:06' });
    fireEvent.click(big);
    expect(pressed()).toEqual(['150,50x']);
    // The exact odd and the time of the tapped round, under the badges.
    expect(screen.getByText('Rodada #6 das 12:00:06: 150,50x')).toBeInTheDocument();

    fireEvent.click(big);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});
