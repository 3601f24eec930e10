import { labelOf, payoutStatusLabels } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { useStuckPayoutsQuery } from '../api/queuesApi.ts';
import { lateThenOldest } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';

const stuckPayouts = queue({
  title: backofficeTexts.queuePayouts,
  useQuery: () => useStuckPayoutsQuery(undefined),
  items: (data) => lateThenOldest(data.payouts),
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: formatCents(item.amountCents),
    state: item.late
      ? `${labelOf(payoutStatusLabels, item.state)} · ${backofficeTexts.late}`
      : labelOf(payoutStatusLabels, item.state),
  }),
  permission: 'payouts.decide',
  actions: (item) =>
    (['resend', 'return'] as const).map((action) => {
      const label = action === 'resend' ? backofficeTexts.resend : backofficeTexts.returnToBalance;
      return {
        label,
        name: `${label} ${item.id}`,
        ghost: action === 'return',
        pending: {
          title: label,
          url: `/queues/payouts/${item.id}/act`,
          body: (reason) => ({ action, reason }),
          totp: true,
        },
      };
    }),
});

export function StuckPayoutsCard(props: QueueCardProps) {
  return <QueueCard queue={stuckPayouts} {...props} />;
}
