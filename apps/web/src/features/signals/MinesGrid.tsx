// The 5x5 Mines board: closed before a signal, then at once the drawn cells
// numbered 1 to 3 (docs/product.md#signal-flow: nothing is held back). They are
// outlined in a neutral colour, never filled green with a star: green stars read
// as cells known to be safe, the tipster's "assertividade". The other cells are
// left unmarked, not drawn as bombs: the signal does not know where the game's
// 3 mines are, and showing 22 bombs would claim it did (docs/product.md#honesty-rules).
import { MINES_GRID_SIZE } from '@velas/domain/constants';
import { useId } from 'react';
import styled from 'styled-components';
import { signalsCopy } from './copy';

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(${MINES_GRID_SIZE}, 1fr);
  gap: 6px;
  max-width: 320px;
  margin: 16px auto;
`;

/** Rows take no box of their own: the cells stay in the board's CSS grid. */
const Row = styled.div`
  display: contents;
`;

const Cell = styled.div<{ $tone: 'closed' | 'picked' | 'unknown' }>`
  aspect-ratio: 1;
  min-height: 44px;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.bg};
  /* A drawn cell is outlined in the text colour: a mark, not a verdict. */
  border: ${({ theme, $tone }) =>
    $tone === 'picked' ? `2px dashed ${theme.colors.text}` : `1px solid ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  opacity: ${({ $tone }) => ($tone === 'unknown' ? 0.55 : 1)};
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space(4)} auto -${({ theme }) => theme.space(2)};
  max-width: 320px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

export type MinesBoardState = 'closed' | 'revealed';

interface MinesGridProps {
  state: MinesBoardState;
  /** The drawn cells, in the order they were drawn. */
  pickedCells: readonly number[];
  /** Said under the board while it waits for a signal: an empty board is not left unexplained. */
  caption?: string | undefined;
}

/** Cell indexes 0–24 as the grid's 5 rows (a grid's cells must sit in rows). */
const ROWS = Array.from({ length: MINES_GRID_SIZE }, (_, row) =>
  Array.from({ length: MINES_GRID_SIZE }, (_, column) => row * MINES_GRID_SIZE + column),
);

/** order: 1 to 3 for a drawn cell, 0 for the others. */
function MinesCell({ state, order }: { state: MinesBoardState; order: number }) {
  if (state === 'closed')
    return <Cell role="gridcell" $tone="closed" aria-label={signalsCopy.cellClosed} />;
  return (
    <Cell
      role="gridcell"
      $tone={order > 0 ? 'picked' : 'unknown'}
      aria-label={order > 0 ? signalsCopy.cellPicked(order) : signalsCopy.cellNotPicked}
    >
      {order > 0 && <span aria-hidden="true">{order}</span>}
    </Cell>
  );
}

export function MinesGrid({ state, pickedCells, caption }: MinesGridProps) {
  const captionId = useId();
  return (
    <>
      {/* Above the board: what the 25 squares are is read before them. */}
      {caption && <Caption id={captionId}>{caption}</Caption>}
      <Board
        role="grid"
        aria-label={signalsCopy.minesBoard}
        aria-describedby={caption ? captionId : undefined}
      >
        {ROWS.map((cells) => (
          <Row key={cells[0]} role="row">
            {cells.map((cell) => (
              <MinesCell key={cell} state={state} order={pickedCells.indexOf(cell) + 1} />
            ))}
          </Row>
        ))}
      </Board>
    </>
  );
}
