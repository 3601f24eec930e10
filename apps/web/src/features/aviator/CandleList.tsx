import { formatOdd } from '@velas/domain/candles';
import type { Candle } from '@velas/domain/schemas/history';
import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CandleBadge } from './CandleBadge.tsx';
import { aviatorCopy } from './copy.ts';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Detail = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
`;

interface CandleListProps {
  candles: readonly Candle[];
  /** Drawn after each candle (the route passes the verified marks). */
  renderMark?: (candle: Candle) => ReactNode;
}

export function CandleList({ candles, renderMark }: CandleListProps) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [tapped, setTapped] = useState<Candle | null>(null);
  const toggle = (candle: Candle) => {
    const off = highlighted === candle.odd;
    setHighlighted(off ? null : candle.odd);
    setTapped(off ? null : candle);
  };
  return (
    <div>
      <Wrap>
        {candles.map((candle) => (
          <Fragment key={candle.id}>
            <CandleBadge
              odd={candle.odd}
              hour={candle.hour}
              highlighted={candle.odd === highlighted}
              onToggle={() => {
                toggle(candle);
              }}
            />
            {renderMark?.(candle)}
          </Fragment>
        ))}
      </Wrap>
      <Detail aria-live="polite">
        {tapped
          ? aviatorCopy.roundDetail(String(tapped.id), tapped.hour, formatOdd(tapped.odd))
          : ''}
      </Detail>
    </div>
  );
}
