// No money moves, so no TOTP code.
import { cpfClaimStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { useCpfClaimsQuery } from '../api/queuesApi.ts';
import { oldestFirst } from '../ordering.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { queue, type QueueCardProps } from './queue.ts';
import { QueueCard } from './QueueCard.tsx';

const cpfClaims = queue({
  title: backofficeTexts.queueCpfClaims,
  useQuery: () => useCpfClaimsQuery(undefined),
  items: (data) => oldestFirst(data.claims),
  key: (item) => item.id,
  cells: (item) => ({
    player: (
      <>
        {item.cpfMasked}: <PlayerLink id={item.claimantId} /> ({item.claimantEmail}) ←{' '}
        <PlayerLink id={item.releasedId} /> ({item.releasedEmail})
      </>
    ),
    amount: formatCents(item.heldBalanceCents),
    state: labelOf(cpfClaimStatusLabels, item.state),
  }),
  permission: 'cpf_claims.decide',
  actions: (item) =>
    (['settle', 'dispute'] as const).map((decision) => {
      const label = decision === 'settle' ? backofficeTexts.settle : backofficeTexts.dispute;
      return {
        label,
        name: backofficeTexts.claimDecision(label, item.id),
        ghost: decision === 'dispute',
        pending: {
          title: label,
          url: `/queues/cpf-claims/${item.id}/decide`,
          body: (note) => ({ decision, note }),
          totp: false,
          reasonLabel: backofficeTexts.note,
        },
      };
    }),
});

export function CpfClaimsCard(props: QueueCardProps) {
  return <QueueCard queue={cpfClaims} {...props} />;
}
