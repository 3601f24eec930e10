// New accounts waiting for a second admin (docs/operations.md#four-eyes): the
// proposer sees that they cannot approve their own; another admin approves
// with a fresh TOTP code, and the enrolment link goes to the person's e-mail.
import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { ActionDialog } from '../../components/ActionDialog';
import { DecisionButtons, type Decision } from '../../components/DecisionButtons';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';
import { staffApi } from './staffApi';

export function StaffProposals({ meId }: { meId: number }) {
  const list = staffApi.useStaffProposalsQuery(undefined);
  const [approve] = staffApi.useApproveStaffMutation();
  const [reject] = staffApi.useRejectStaffMutation();
  const [deciding, setDeciding] = useState<{
    id: number;
    email: string;
    decision: Decision;
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Card>
      <h2>{backofficeTexts.staffProposalsTitle}</h2>
      {done && <Alert tone="success">{done}</Alert>}
      {list.isError && <FailureNotice error={list.error} />}
      <Table
        label={backofficeTexts.staffProposalsTitle}
        head={[
          '#',
          backofficeTexts.email,
          backofficeTexts.role,
          backofficeTexts.reason,
          backofficeTexts.proposedBy,
          backofficeTexts.expiresAt,
          backofficeTexts.actions,
        ]}
      >
        {(list.data?.proposals ?? []).map((proposal) => (
          <tr key={proposal.id}>
            <td>{proposal.id}</td>
            <td>{proposal.email}</td>
            <td>{roleNames[proposal.role]}</td>
            <td style={{ whiteSpace: 'normal' }}>{proposal.reason}</td>
            <td>#{proposal.proposedBy}</td>
            <td>{formatInstant(proposal.expiresAt)}</td>
            <td>
              <DecisionButtons
                own={proposal.proposedBy === meId}
                nameOf={(decision) =>
                  decision === 'approve'
                    ? backofficeTexts.approveAccess(backofficeTexts.approve, proposal.email)
                    : backofficeTexts.rejectAccess(backofficeTexts.reject, proposal.email)
                }
                onDecide={(decision) => {
                  setDeciding({ id: proposal.id, email: proposal.email, decision });
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      {deciding && (
        <ActionDialog
          title={`${deciding.decision === 'approve' ? backofficeTexts.approve : backofficeTexts.reject} · ${backofficeTexts.totpDialogTitle}`}
          hint={deciding.email}
          confirmLabel={
            deciding.decision === 'approve' ? backofficeTexts.approve : backofficeTexts.reject
          }
          reason={deciding.decision === 'reject'}
          totp
          onClose={() => {
            setDeciding(null);
          }}
          onConfirm={async ({ reason, totp }) => {
            if (deciding.decision === 'approve') {
              const approved = await approve({ id: deciding.id, totp }).unwrap();
              setDone(backofficeTexts.staffApproved(approved.email));
            } else {
              await reject({ id: deciding.id, reason, totp }).unwrap();
              setDone(backofficeTexts.done);
            }
          }}
        />
      )}
    </Card>
  );
}
