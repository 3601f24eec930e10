// The team (admin only, apps/api/src/staff/): the list, a new account
// proposed for a second admin to approve (its enrolment link goes by e-mail to
// the person, never to this screen), and disable and enable with a reason.
import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import { staffRoles, type StaffRole } from '@velas/domain/staff/permissions';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { Field, ChoiceField } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { ActionDialog } from '../../components/ActionDialog';
import { useAppSelector } from '../../core/hooks';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';
import {
  useStaffListQuery,
  useProposeStaffMutation,
  useSetStaffEnabledMutation,
} from './api/staffApi';
import { StaffProposals } from './StaffProposals';

export function StaffScreen() {
  const me = useAppSelector((state) => state.session.me);
  const list = useStaffListQuery(undefined);
  const [propose, proposed] = useProposeStaffMutation();
  const [setEnabled] = useSetStaffEnabledMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [reason, setReason] = useState('');
  const [toggling, setToggling] = useState<{ id: number; enable: boolean } | null>(null);

  const form = useFormSubmit(async () => {
    await propose({ email: email.trim(), role, reason: reason.trim() }).unwrap();
    setEmail('');
    setReason('');
  });

  return (
    <>
      <h1>{backofficeTexts.staffTitle}</h1>
      <Card>
        <h2>{backofficeTexts.createStaff}</h2>
        <p>{backofficeTexts.staffRule}</p>
        <Form form={form} submitLabel={backofficeTexts.createStaff}>
          <Field
            label={backofficeTexts.email}
            type="email"
            value={email}
            onValueChange={setEmail}
            required
          />
          <ChoiceField
            label={backofficeTexts.role}
            value={role}
            choices={staffRoles}
            optionLabel={(name) => roleNames[name]}
            onChoose={setRole}
          />
          <Field
            label={backofficeTexts.reason}
            hint={backofficeTexts.staffReasonHint}
            value={reason}
            onValueChange={setReason}
            required
          />
        </Form>
        {proposed.isSuccess && <Alert tone="success">{backofficeTexts.staffProposed}</Alert>}
      </Card>
      {me && <StaffProposals meId={me.id} />}
      <Card>
        {list.isError && <FailureNotice error={list.error} />}
        <Table
          label={backofficeTexts.staffTitle}
          head={[
            '#',
            backofficeTexts.email,
            backofficeTexts.role,
            backofficeTexts.state,
            backofficeTexts.colCreatedAt,
            backofficeTexts.actions,
          ]}
        >
          {(list.data?.staff ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.id}</td>
              <td>{member.email}</td>
              <td>{roleNames[member.role]}</td>
              <td>
                {member.disabled
                  ? backofficeTexts.disabled
                  : member.enrolled
                    ? backofficeTexts.enrolled
                    : backofficeTexts.pending}
              </td>
              <td>{formatInstant(member.createdAt)}</td>
              <td>
                <Button
                  type="button"
                  $variant={member.disabled ? 'secondary' : 'danger'}
                  aria-label={`${member.disabled ? backofficeTexts.enable : backofficeTexts.disable} ${member.email}`}
                  onClick={() => {
                    setToggling({ id: member.id, enable: member.disabled });
                  }}
                >
                  {member.disabled ? backofficeTexts.enable : backofficeTexts.disable}
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      </Card>
      {toggling && (
        <ActionDialog
          title={toggling.enable ? backofficeTexts.enable : backofficeTexts.disable}
          confirmLabel={backofficeTexts.confirm}
          onClose={() => {
            setToggling(null);
          }}
          onConfirm={({ reason }) => setEnabled({ ...toggling, reason }).unwrap()}
        />
      )}
    </>
  );
}
