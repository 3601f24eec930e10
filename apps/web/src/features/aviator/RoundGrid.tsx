import { historyMessages } from '@velas/domain/messages/history';
import { roundsWord } from '@velas/domain/messages/sentences';
import type { Candle } from '@velas/domain/schemas/history';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';
import { RoundCells } from './RoundCells.ts';
import { RoundChip } from './RoundChip.tsx';
import { RoundDetail } from './RoundDetail.tsx';
import { RoundLegend } from './RoundLegend.tsx';
import { useRoundSelection } from './useRoundSelection.ts';

/* What the chips' figures are and what a tap does, said once above them. */
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A chip's height (its min-height, which the odd's text never exceeds). */
const CellSlot = styled.span`
  display: block;
  height: 40px;
`;

/** The grid's outline for `count` rounds: the same legend, hint and rows, without content. */
export function RoundGridOutline({ count }: { count: number }) {
  return (
    <div>
      <RoundLegend />
      <Hint>{historyMessages.tapCandleHint}</Hint>
      <RoundCells>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CellSlot />
          </li>
        ))}
      </RoundCells>
    </div>
  );
}

export interface RoundGridProps {
  /** Newest first. */
  candles: readonly Candle[];
  /** Id of a round that just arrived live: it grows into place. */
  freshId?: number | null;
  /** Something to pin in a cell's corner (kept small: about 16 px). */
  renderMark?: (candle: Candle) => ReactNode;
  /** The tapped round's proof in words ("verificada no navegador"), or null without one. */
  proofOf?: (candle: Candle) => string | null;
  /** Where the tapped round's proof can be checked, shown as a link in its line. */
  proofHref?: (candle: Candle) => string;
}

export function RoundGrid({
  candles,
  freshId = null,
  renderMark,
  proofOf,
  proofHref,
}: RoundGridProps) {
  const { selectedId, toggle, closeOnEscape } = useRoundSelection();
  return (
    <div>
      <RoundLegend candles={candles} />
      <Hint>{historyMessages.tapCandleHint}</Hint>
      <RoundCells
        aria-label={aviatorCopy.latestRounds(roundsWord(candles.length))}
        onKeyDown={closeOnEscape}
      >
        {candles.map((candle) => {
          const selected = candle.id === selectedId;
          // Keyed by round: when a live round arrives first, every chip keeps its
          // element, so the tapped one keeps its focus and Escape still reaches it.
          return (
            <Fragment key={candle.id}>
              <RoundChip
                candle={candle}
                fresh={candle.id === freshId}
                selected={selected}
                mark={renderMark?.(candle)}
                onToggle={toggle}
              />
              {selected && (
                <RoundDetail
                  candle={candle}
                  proof={proofOf?.(candle)}
                  proofHref={proofHref?.(candle)}
                />
              )}
            </Fragment>
          );
        })}
      </RoundCells>
    </div>
  );
}
