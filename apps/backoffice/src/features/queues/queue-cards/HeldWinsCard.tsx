// They come with the held withdrawals' answer, whose card shows the call's failure.
import { heldWinStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { useHeldWithdrawalsQuery } from '../api/queuesApi.ts';
import { oldestFirst } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';
import { releaseOrReturn } from './releaseOrReturn.ts';

const heldWins = queue({
  title: backofficeTexts.queueWins,
  // The same call as the withdrawals' card: RTK Query asks once.
  useQuery: () => useHeldWithdrawalsQuery(undefined),
  items: (data) => oldestFirst(data.wins),
  showsFailure: false,
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: backofficeTexts.winWithBetAndCap(
      formatCents(item.amountCents),
      formatCents(item.betCents),
      formatCents(item.limitCents),
    ),
    state: [
      labelOf(heldWinStatusLabels, item.state),
      item.game,
      item.needsTwo && backofficeTexts.needsTwo,
    ]
      .filter(Boolean)
      .join(' · '),
  }),
  permission: 'withdrawals.decide',
  actions: (item) =>
    releaseOrReturn(`/queues/wins/${item.id}`, item.needsTwo, (label) =>
      backofficeTexts.winAction(label, item.id),
    ),
});

export function HeldWinsCard(props: QueueCardProps) {
  return <QueueCard queue={heldWins} {...props} />;
}
