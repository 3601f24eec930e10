import { fireEvent, screen, within } from '@testing-library/react';
import { historyMessages } from '@velas/domain/messages/history';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { testCandle } from '#/test/testCandles.ts';
import { RoundGrid } from './RoundGrid.tsx';

const candles = [1.99, 2, 9.99, 10, 1.2, 150.5].map((odd, index) => testCandle(index + 1, odd));

describe('round grid', () => {
  it('colours the chips by the badges rule and counts each colour in the legend', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    const grid = screen.getByRole('list', { name: /Últimas 6 rodadas/ });
    const colours = within(grid)
      .getAllByRole('button')
      .map((cell) => [cell.textContent, cell.dataset.colour]);
    // Each chip has its unit and its centavos, as everywhere in the app and in the game.
    expect(colours).toEqual([
      ['1,99x', 'info'],
      ['2,00x', 'purple'],
      ['9,99x', 'purple'],
      ['10,00x', 'primary'],
      ['1,20x', 'info'],
      ['150,50x', 'primary'],
    ]);
    expect(screen.getByText(historyMessages.tapCandleHint)).toHaveTextContent('multiplicador');
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(legend).toHaveTextContent('abaixo de 2x: 2');
    expect(legend).toHaveTextContent('2x a 9,99x: 2');
    expect(legend).toHaveTextContent('10x ou mais: 2');
  });

  it('names each chip completely: odd, round and time', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    // testCandle(4) crashed at 15:00:04 UTC, 12:00:04 in São Paulo.
    const cell = screen.getByRole('button', {
      name: '10,00x, multiplicador da rodada #4 às 12:00:04',
    });
    expect(cell).toHaveAttribute('title', '12:00:04 · 10,00x');
    expect(
      screen.getByRole('button', {
        name: '150,50x, multiplicador da rodada #6 às 12:00:06',
      }),
    ).toHaveTextContent(/^150,50x$/);
  });

  it('writes a high round as the game does, centavos kept, in one chip up to 999,99x', () => {
    const high = [242.93, 654.07, 99.99, 1234.56].map((odd, index) => testCandle(index + 1, odd));
    renderWithProviders(<RoundGrid candles={high} />);
    const cells = within(screen.getByRole('list', { name: /Últimas 4 rodadas/ })).getAllByRole(
      'listitem',
    );
    expect(
      cells.map((cell) => [
        cell.textContent,
        cell.hasAttribute('data-long'),
        cell.hasAttribute('data-double'),
      ]),
    ).toEqual([
      // Smaller, tighter type in one chip (RoundCells.ts), never split or cut.
      ['242,93x', true, false],
      ['654,07x', true, false],
      ['99,99x', false, false],
      // From 1.000x the round takes two chips rather than a smaller size.
      ['1.234,56x', false, true],
    ]);
  });

  it('opens the tapped round with its proof in a row right under the chip, and closes it', () => {
    renderWithProviders(
      <RoundGrid
        candles={candles}
        proofOf={(candle) => `prova ${String(candle.id)}`}
        proofHref={(candle) => `?rodada=${String(candle.id)}`}
      />,
    );
    const cell = screen.getByRole('button', { name: /rodada #4 / });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    const detail = screen.getByRole('status');
    expect(detail).toHaveTextContent('Rodada #4 das 12:00:04: 10,00x — prova 4');
    // The line is the grid item right after the tapped chip, a whole row wide.
    const row = detail.closest('li') as HTMLElement;
    expect(cell.closest('li')?.nextElementSibling).toBe(row);
    expect(getComputedStyle(row).gridColumn).toBe('1 / -1');
    expect(within(row).getByRole('link', { name: historyMessages.roundProofLink })).toHaveAttribute(
      'href',
      '?rodada=4',
    );
    // Tapping again closes it.
    fireEvent.click(cell);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cell).toHaveAttribute('aria-pressed', 'false');
  });

  it('closes the tapped round with Escape', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    const cell = screen.getByRole('button', { name: /rodada #6 / });
    fireEvent.click(cell);
    expect(screen.getByRole('status')).toHaveTextContent('Rodada #6 das 12:00:06: 150,50x');
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the tapped chip, its focus and its line when a live round arrives', () => {
    const view = renderWithProviders(<RoundGrid candles={candles} />);
    const cell = screen.getByRole('button', { name: /rodada #6 / });
    fireEvent.click(cell);
    cell.focus();
    // Newest first: the arriving round goes before every chip.
    view.rerender(<RoundGrid candles={[testCandle(7, 3), ...candles]} freshId={7} />);
    expect(screen.getByRole('button', { name: /rodada #6 / })).toBe(cell);
    expect(cell).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Rodada #6 ');
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  // How many chips a row holds at 360-412 px is measured by the layout suite.
  it('lets later chips fill the tapped row while its line spans the next (dense flow)', () => {
    renderWithProviders(<RoundGrid candles={candles} />);
    const grid = screen.getByRole('list', { name: /Últimas 6 rodadas/ });
    expect(getComputedStyle(grid).gridAutoFlow).toMatch(/dense/);
  });

  it('gives a rare odd of 10.000x and more two chips instead of a smaller size', () => {
    renderWithProviders(<RoundGrid candles={[testCandle(1, 12345.67), testCandle(2, 1.5)]} />);
    const [big, small] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(big).toHaveTextContent('12.345');
    expect(getComputedStyle(big as Element).gridColumn).toBe('span 2');
    expect(getComputedStyle(small as Element).gridColumn).toBe('auto');
  });

  it('pins what another feature marks in the chip of its round', () => {
    renderWithProviders(
      <RoundGrid
        candles={candles}
        renderMark={(candle) => (candle.id === 3 ? <span data-testid="mark">ok</span> : null)}
      />,
    );
    expect(screen.getAllByTestId('mark')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^9,99x,/ })).toContainElement(
      screen.getByTestId('mark'),
    );
  });
});
