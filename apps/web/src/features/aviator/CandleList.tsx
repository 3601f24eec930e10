// A wrap of candle badges sharing one highlighted odd value.
import type { Candle } from '@velas/domain/schemas/history';
import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CandleBadge } from './CandleBadge';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

interface CandleListProps {
  candles: readonly Candle[];
  /** Id of a round that just arrived live. */
  freshId?: number | null;
  /** Drawn after each candle (the route passes the verified marks). */
  renderMark?: (candle: Candle) => ReactNode;
}

export function CandleList({ candles, freshId = null, renderMark }: CandleListProps) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const toggle = (odd: number) => {
    setHighlighted((current) => (current === odd ? null : odd));
  };
  return (
    <Wrap>
      {candles.map((candle) => (
        <Fragment key={candle.id}>
          <CandleBadge
            odd={candle.odd}
            highlighted={candle.odd === highlighted}
            fresh={candle.id === freshId}
            onToggle={toggle}
          />
          {renderMark?.(candle)}
        </Fragment>
      ))}
    </Wrap>
  );
}
