import {
  labelOf,
  payoutStatusLabels,
  receivedOutcomeLabels,
} from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { useUncreditedPaymentsQuery } from '../api/queuesApi.ts';
import { oldestFirst } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';

const uncreditedPayments = queue({
  title: backofficeTexts.queueReceived,
  useQuery: () => useUncreditedPaymentsQuery(undefined),
  items: (data) => oldestFirst(data.payments),
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: formatCents(item.amountCents),
    state: `${backofficeTexts.stateWithRefund(labelOf(receivedOutcomeLabels, item.state))}${
      item.refundState === null ? '—' : labelOf(payoutStatusLabels, item.refundState)
    }${item.refundFailure ? ` (${item.refundFailure})` : ''}`,
  }),
  permission: 'received.resend',
  actions: (item) => [
    {
      label: backofficeTexts.resend,
      name: backofficeTexts.resendRefund(backofficeTexts.resend, item.paymentId),
      pending: {
        title: backofficeTexts.resend,
        url: `/queues/received/${item.id}/resend`,
        body: (reason) => ({ reason }),
        totp: true,
      },
    },
  ],
});

export function UncreditedPaymentsCard(props: QueueCardProps) {
  return <QueueCard queue={uncreditedPayments} {...props} />;
}
