import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { Card } from '@velas/web-core/ui/Card';
import { Link } from 'react-router';
import type { Decision } from '#/components/DecisionButtons.tsx';
import { ProposalsTable } from '#/components/ProposalsTable.tsx';
import { useProposalsQuery } from './api/proposalsApi.ts';

export interface PendingDecision {
  id: number;
  decision: Decision;
}

export function OpenProposalsCard({
  staffId,
  mayReject,
  onDecide,
}: {
  staffId: number;
  mayReject: boolean;
  onDecide: (pending: PendingDecision) => void;
}) {
  const list = useProposalsQuery(undefined);
  return (
    <Card>
      <h2>{backofficeTexts.navProposals}</h2>
      <ProposalsTable
        label={backofficeTexts.navProposals}
        list={list}
        columns={[
          { head: backofficeTexts.kind, cell: (p) => backofficeTexts.proposalKinds[p.kind] },
          {
            head: backofficeTexts.player,
            cell: (p) => <Link to={`/jogadores/${p.userId}`}>#{p.userId}</Link>,
          },
          { head: backofficeTexts.amount, cell: (p) => formatCents(p.amountCents) },
        ]}
        staffId={staffId}
        mayReject={mayReject}
        nameOf={(decision, p) =>
          decision === 'approve'
            ? backofficeTexts.approveProposal(backofficeTexts.approve, p.id)
            : backofficeTexts.rejectProposal(backofficeTexts.reject, p.id)
        }
        onDecide={(decision, p) => {
          onDecide({ id: p.id, decision });
        }}
      />
    </Card>
  );
}
