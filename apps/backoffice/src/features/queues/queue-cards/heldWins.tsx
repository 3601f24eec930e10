// Wins held above the bet's ceiling: release (proposed when the four-eyes rule
// gives it two people) or return. They come with the held withdrawals' answer,
// whose card shows the call's failure.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { formatReais } from '../../../lib/format';
import { oldestFirst } from '../ordering';
import { useHeldWithdrawalsQuery } from '../queuesApi';
import { PlayerLink, queue } from './queueParts';
import { releaseOrReturn } from './releaseOrReturn';

export const heldWins = queue({
  title: t.queueWins,
  // The same call as the withdrawals' card: RTK Query asks once.
  useQuery: () => useHeldWithdrawalsQuery(undefined),
  items: (data) => oldestFirst(data.wins),
  showsFailure: false,
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: t.winWithBetAndCap(
      formatReais(item.amountCents),
      formatReais(item.betCents),
      formatReais(item.limitCents),
    ),
    state: [item.state, item.game, item.needsTwo && t.needsTwo].filter(Boolean).join(' · '),
  }),
  permission: 'withdrawals.decide',
  actions: (item) =>
    releaseOrReturn(`/queues/wins/${item.id}`, item.needsTwo, (label) =>
      t.winAction(label, item.id),
    ),
});
