// Wins held above the bet's ceiling: release (proposed when the four-eyes rule
// gives it two people) or return. They come with the held withdrawals' answer,
// whose card shows the call's failure.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { money } from '../../../lib/format';
import { oldestFirst } from '../ordering';
import { useHeldWithdrawalsQuery } from '../queuesApi';
import { PlayerLink, queue } from './queueParts';

export const heldWins = queue({
  title: t.queueWins,
  useItems() {
    // The same call as the withdrawals' card: RTK Query asks once.
    const { data, isError, error } = useHeldWithdrawalsQuery(undefined);
    return { items: oldestFirst(data?.wins ?? []), isError, error };
  },
  showsFailure: false,
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: t.winWithBetAndCap(
      money(item.amountCents),
      money(item.betCents),
      money(item.limitCents),
    ),
    state: [item.state, item.game, item.needsTwo && t.needsTwo].filter(Boolean).join(' · '),
  }),
  permission: 'withdrawals.decide',
  actions: (item) => {
    const release = item.needsTwo ? t.proposeRelease : t.release;
    return [
      {
        label: release,
        name: t.winAction(release, item.id),
        pending: item.needsTwo
          ? {
              title: release,
              url: `/queues/wins/${item.id}/propose-release`,
              body: (reason) => ({ reason }),
              totp: true,
            }
          : {
              title: release,
              url: `/queues/wins/${item.id}/decide`,
              body: (reason) => ({ decision: 'release', reason }),
              totp: true,
            },
      },
      {
        label: t.returnToBalance,
        name: t.winAction(t.returnToBalance, item.id),
        ghost: true,
        pending: {
          title: t.returnToBalance,
          url: `/queues/wins/${item.id}/decide`,
          body: (reason) => ({ decision: 'return', reason }),
          totp: true,
        },
      },
    ];
  },
});
