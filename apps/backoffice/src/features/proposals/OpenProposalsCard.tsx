// The open proposals, for a staff member who may approve: who proposed what,
// until when, and the decision buttons (none to approve one's own).
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { Card } from '@velas/web-core/ui/Card';
import { Link } from 'react-router';
import { DecisionButtons, type Decision } from '../../components/DecisionButtons';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';
import { useProposalsQuery } from './proposalsApi';

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
      {list.isError && <FailureNotice error={list.error} />}
      <Table
        label={backofficeTexts.navProposals}
        head={[
          '#',
          backofficeTexts.kind,
          backofficeTexts.player,
          backofficeTexts.amount,
          backofficeTexts.reason,
          backofficeTexts.proposedBy,
          backofficeTexts.expiresAt,
          backofficeTexts.actions,
        ]}
      >
        {(list.data?.proposals ?? []).map((proposal) => (
          <tr key={proposal.id}>
            <td>{proposal.id}</td>
            <td>{backofficeTexts.proposalKinds[proposal.kind]}</td>
            <td>
              <Link to={`/jogadores/${proposal.userId}`}>#{proposal.userId}</Link>
            </td>
            <td>{formatCents(proposal.amountCents)}</td>
            <td style={{ whiteSpace: 'normal' }}>{proposal.reason}</td>
            <td>#{proposal.proposedBy}</td>
            <td>{formatInstant(proposal.expiresAt)}</td>
            <td>
              <DecisionButtons
                own={proposal.proposedBy === staffId}
                mayReject={mayReject}
                nameOf={(decision) =>
                  decision === 'approve'
                    ? backofficeTexts.approveProposal(backofficeTexts.approve, proposal.id)
                    : backofficeTexts.rejectProposal(backofficeTexts.reject, proposal.id)
                }
                onDecide={(decision) => {
                  onDecide({ id: proposal.id, decision });
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
