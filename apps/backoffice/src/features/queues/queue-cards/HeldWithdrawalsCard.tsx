import { labelOf, withdrawalStatusLabels } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { useHeldWithdrawalsQuery } from '../api/queuesApi.ts';
import { oldestFirst } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';
import { releaseOrReturn } from './releaseOrReturn.ts';

const heldWithdrawals = queue({
  title: backofficeTexts.queueWithdrawals,
  useQuery: () => useHeldWithdrawalsQuery(undefined),
  items: (data) => oldestFirst(data.withdrawals),
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: formatCents(item.amountCents),
    state: `${labelOf(withdrawalStatusLabels, item.state)} · ${item.reviewReason}${item.needsTwo ? ` · ${backofficeTexts.needsTwo}` : ''}`,
  }),
  permission: 'withdrawals.decide',
  actions: (item) =>
    releaseOrReturn(
      `/queues/withdrawals/${item.id}`,
      item.needsTwo,
      (label) => `${label} #${item.id}`,
    ),
});

export function HeldWithdrawalsCard(props: QueueCardProps) {
  return <QueueCard queue={heldWithdrawals} {...props} />;
}
