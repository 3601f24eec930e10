// New accounts waiting for a second admin (docs/operations.md#four-eyes): the
// proposer sees that they cannot approve their own; another admin approves
// with a fresh TOTP code, and the enrolment link goes to the person's e-mail.
import { backofficeTexts as t, roleNames } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { ActionDialog } from '../../components/ActionDialog';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Row } from '../../ui/Row';
import { Table } from '../../ui/Table';
import { staffApi } from './staffApi';

export function StaffProposals({ meId }: { meId: number }) {
  const list = staffApi.useStaffProposalsQuery(undefined);
  const [approve] = staffApi.useApproveStaffMutation();
  const [reject] = staffApi.useRejectStaffMutation();
  const [deciding, setDeciding] = useState<{
    id: number;
    email: string;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Card>
      <h2>{t.staffProposalsTitle}</h2>
      {done && <Alert tone="success">{done}</Alert>}
      {list.isError && <FailureNotice error={list.error} />}
      <Table
        label={t.staffProposalsTitle}
        head={['#', t.email, t.role, t.reason, t.proposedBy, t.expiresAt, t.actions]}
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
              <Row>
                {proposal.proposedBy === meId ? (
                  <small>{t.ownProposal}</small>
                ) : (
                  <Button
                    type="button"
                    aria-label={t.approveAccess(t.approve, proposal.email)}
                    onClick={() => {
                      setDeciding({ id: proposal.id, email: proposal.email, decision: 'approve' });
                    }}
                  >
                    {t.approve}
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t.rejectAccess(t.reject, proposal.email)}
                  onClick={() => {
                    setDeciding({ id: proposal.id, email: proposal.email, decision: 'reject' });
                  }}
                >
                  {t.reject}
                </Button>
              </Row>
            </td>
          </tr>
        ))}
      </Table>
      {deciding && (
        <ActionDialog
          title={`${deciding.decision === 'approve' ? t.approve : t.reject} · ${t.totpDialogTitle}`}
          hint={deciding.email}
          confirmLabel={deciding.decision === 'approve' ? t.approve : t.reject}
          reason={deciding.decision === 'reject'}
          totp
          onClose={() => {
            setDeciding(null);
          }}
          onConfirm={async ({ reason, totp }) => {
            if (deciding.decision === 'approve') {
              const approved = await approve({ id: deciding.id, totp }).unwrap();
              setDone(t.staffApproved(approved.email));
            } else {
              await reject({ id: deciding.id, reason, totp }).unwrap();
              setDone(t.done);
            }
          }}
        />
      )}
    </Card>
  );
}
