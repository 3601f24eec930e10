// No bombs drawn: the signal does not know where the mines are.
import { MINES_GRID_SIZE } from '@velas/domain/constants';
import { Dices } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '#/ui/Icon.tsx';
import { signalsCopy } from './copy.ts';

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
  /* A drawn cell is only a shade lighter, with a die in it: a mark, not a verdict. */
  background: ${({ theme, $tone }) => ($tone === 'picked' ? theme.colors.raised : theme.colors.bg)};
  border: 1px solid ${({ theme }) => theme.colors.border};
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
  /** The drawn cells. */
  pickedCells: readonly number[];
  /** Said under the board while it waits for a signal: an empty board is not left unexplained. */
  caption?: string | undefined;
}

/** Cell indexes 0–24 as the grid's 5 rows (a grid's cells must sit in rows). */
const ROWS = Array.from({ length: MINES_GRID_SIZE }, (_, row) =>
  Array.from({ length: MINES_GRID_SIZE }, (_, column) => row * MINES_GRID_SIZE + column),
);

function MinesCell({ state, picked }: { state: MinesBoardState; picked: boolean }) {
  if (state === 'closed')
    return <Cell role="gridcell" $tone="closed" aria-label={signalsCopy.cellClosed} />;
  return (
    <Cell
      role="gridcell"
      $tone={picked ? 'picked' : 'unknown'}
      aria-label={picked ? signalsCopy.cellPicked : signalsCopy.cellNotPicked}
    >
      {picked && <Icon icon={Dices} size={18} />}
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
              <MinesCell key={cell} state={state} picked={pickedCells.includes(cell)} />
            ))}
          </Row>
        ))}
      </Board>
    </>
  );
}
