// The enrolment link goes to the person's e-mail.
import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import type { Decision } from '#/components/DecisionButtons.tsx';
import { ProposalsTable } from '#/components/ProposalsTable.tsx';
import {
  useStaffProposalsQuery,
  useApproveStaffMutation,
  useRejectStaffMutation,
} from './api/staffApi.ts';

export function StaffProposals({ meId }: { meId: number }) {
  const list = useStaffProposalsQuery(undefined);
  const [approve] = useApproveStaffMutation();
  const [reject] = useRejectStaffMutation();
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
      <ProposalsTable
        label={backofficeTexts.staffProposalsTitle}
        list={list}
        columns={[
          { head: backofficeTexts.email, cell: (p) => p.email },
          { head: backofficeTexts.role, cell: (p) => roleNames[p.role] },
        ]}
        staffId={meId}
        nameOf={(decision, p) =>
          decision === 'approve'
            ? backofficeTexts.approveAccess(backofficeTexts.approve, p.email)
            : backofficeTexts.rejectAccess(backofficeTexts.reject, p.email)
        }
        onDecide={(decision, p) => {
          setDeciding({ id: p.id, email: p.email, decision });
        }}
      />
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
