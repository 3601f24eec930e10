// The candle history (docs/product.md#candles): refresh, count selector and the badges.
import { memo } from 'react';
import { CANDLE_COUNTS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import type { Candle } from '@velas/domain/schemas/history';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Card, CardTitle } from '../../ui/Card';
import { LoadingReserve } from '../../ui/LoadingReserve';
import { CardHeader, Controls } from './CardHeader';
import { CandleList, CandleListOutline } from './CandleList';
import { CountSelect } from './CountSelect';

interface CandleHistoryCardProps {
  candles: readonly Candle[];
  loading: boolean;
  count: number;
  onCountChange: (count: number) => void;
  onRefresh: () => void;
  freshId: number | null;
  /** Drawn after each candle (the route passes the verified marks). */
  renderMark?: (candle: Candle) => ReactNode;
}

export const CandleHistoryCard = memo(function CandleHistoryCard({
  candles,
  loading,
  count,
  onCountChange,
  onRefresh,
  freshId,
  renderMark,
}: CandleHistoryCardProps) {
  return (
    <Card aria-busy={loading}>
      <CardHeader>
        <CardTitle>Histórico de velas</CardTitle>
        <Controls>
          <CountSelect
            label="Velas"
            options={CANDLE_COUNTS}
            value={count}
            onChange={onCountChange}
          />
          <Button
            type="button"
            $variant="secondary"
            onClick={onRefresh}
            aria-label="Atualizar histórico"
          >
            <Icon icon={RefreshCw} />
          </Button>
        </Controls>
      </CardHeader>
      {loading && candles.length === 0 ? (
        <LoadingReserve
          label={messages.loadingInformation}
          outline={<CandleListOutline count={count} />}
        />
      ) : (
        <CandleList candles={candles} freshId={freshId} renderMark={renderMark} />
      )}
    </Card>
  );
});
