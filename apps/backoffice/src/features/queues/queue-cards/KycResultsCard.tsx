// No money moves, so no TOTP code, and whoever sees the queue may decide.
import { kycQueueStateLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { useKycQueueQuery } from '../api/queuesApi.ts';
import { oldestFirst } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';

const kycResults = queue({
  title: backofficeTexts.queueKyc,
  useQuery: () => useKycQueueQuery(undefined),
  items: (data) => oldestFirst(data.results),
  key: (item) => item.userId,
  cells: (item) => ({
    player: (
      <>
        <PlayerLink id={item.userId} /> ({item.email})
      </>
    ),
    amount: '—',
    state: labelOf(kycQueueStateLabels, item.state),
  }),
  actions: (item) =>
    (['keep', 'retry'] as const).map((decision) => {
      const label = decision === 'keep' ? backofficeTexts.keep : backofficeTexts.retry;
      return {
        label,
        name: `${label} #${item.userId}`,
        ghost: decision === 'keep',
        pending: {
          title: label,
          url: `/queues/kyc/${item.userId}/decide`,
          body: (reason) => ({ decision, reason }),
          totp: false,
        },
      };
    }),
});

export function KycResultsCard(props: QueueCardProps) {
  return <QueueCard queue={kycResults} {...props} />;
}
