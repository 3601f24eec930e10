// The team (admin only, apps/api/src/staff/): the list, a new account
// proposed for a second admin to approve (its enrolment link goes by e-mail to
// the person, never to this screen), and disable and enable with a reason.
import { staffRoles, type StaffRole } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t, roleNames } from '@velas/domain/backoffice/texts';
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
import { staffApi } from './staffApi';
import { StaffProposals } from './StaffProposals';

export function StaffScreen() {
  const me = useAppSelector((state) => state.session.me);
  const list = staffApi.useStaffListQuery(undefined);
  const [propose, proposed] = staffApi.useProposeStaffMutation();
  const [setEnabled] = staffApi.useSetStaffEnabledMutation();
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
      <h1>{t.staffTitle}</h1>
      <Card>
        <h2>{t.createStaff}</h2>
        <p>{t.staffRule}</p>
        <Form form={form} submitLabel={t.createStaff}>
          <Field label={t.email} type="email" value={email} onValueChange={setEmail} required />
          <ChoiceField
            label={t.role}
            value={role}
            choices={staffRoles}
            optionLabel={(name) => roleNames[name]}
            onChoose={setRole}
          />
          <Field
            label={t.reason}
            hint={t.staffReasonHint}
            value={reason}
            onValueChange={setReason}
            required
          />
        </Form>
        {proposed.isSuccess && <Alert tone="success">{t.staffProposed}</Alert>}
      </Card>
      {me && <StaffProposals meId={me.id} />}
      <Card>
        {list.isError && <FailureNotice error={list.error} />}
        <Table
          label={t.staffTitle}
          head={['#', t.email, t.role, t.state, t.colCreatedAt, t.actions]}
        >
          {(list.data?.staff ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.id}</td>
              <td>{member.email}</td>
              <td>{roleNames[member.role]}</td>
              <td>{member.disabled ? t.disabled : member.enrolled ? t.enrolled : t.pending}</td>
              <td>{formatInstant(member.createdAt)}</td>
              <td>
                <Button
                  type="button"
                  $variant={member.disabled ? 'secondary' : 'danger'}
                  aria-label={`${member.disabled ? t.enable : t.disable} ${member.email}`}
                  onClick={() => {
                    setToggling({ id: member.id, enable: member.disabled });
                  }}
                >
                  {member.disabled ? t.enable : t.disable}
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      </Card>
      {toggling && (
        <ActionDialog
          title={toggling.enable ? t.enable : t.disable}
          confirmLabel={t.confirm}
          onClose={() => {
            setToggling(null);
          }}
          onConfirm={({ reason }) => setEnabled({ ...toggling, reason }).unwrap()}
        />
      )}
    </>
  );
}
