// Withdrawals held for review: release (proposed when the four-eyes rule
// gives it two people) or return to the balance.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { money } from '../../../lib/format';
import { oldestFirst } from '../ordering';
import { useHeldWithdrawalsQuery } from '../queuesApi';
import { PlayerLink, queue } from './queueParts';

export const heldWithdrawals = queue({
  title: t.queueWithdrawals,
  useItems() {
    const { data, isError, error } = useHeldWithdrawalsQuery(undefined);
    return { items: oldestFirst(data?.withdrawals ?? []), isError, error };
  },
  key: (item) => item.id,
  cells: (item) => ({
    player: <PlayerLink id={item.userId} />,
    amount: money(item.amountCents),
    state: `${item.state} · ${item.reviewReason}${item.needsTwo ? ` · ${t.needsTwo}` : ''}`,
  }),
  permission: 'withdrawals.decide',
  actions: (item) => {
    const release = item.needsTwo ? t.proposeRelease : t.release;
    return [
      {
        label: release,
        name: `${release} #${item.id}`,
        pending: item.needsTwo
          ? {
              title: release,
              url: `/queues/withdrawals/${item.id}/propose-release`,
              body: (reason) => ({ reason }),
              totp: true,
            }
          : {
              title: release,
              url: `/queues/withdrawals/${item.id}/decide`,
              body: (reason) => ({ decision: 'release', reason }),
              totp: true,
            },
      },
      {
        label: t.returnToBalance,
        name: `${t.returnToBalance} #${item.id}`,
        ghost: true,
        pending: {
          title: t.returnToBalance,
          url: `/queues/withdrawals/${item.id}/decide`,
          body: (reason) => ({ decision: 'return', reason }),
          totp: true,
        },
      },
    ];
  },
});
