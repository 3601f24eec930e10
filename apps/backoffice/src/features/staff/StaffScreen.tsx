// The enrolment link goes by e-mail to the person, never to this screen.
import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import { staffRoles, type StaffRole } from '@velas/domain/staff/permissions';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { Field, ChoiceField } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { useAppSelector } from '#/core/hooks.ts';
import { useProposeStaffMutation } from './api/staffApi.ts';
import { StaffProposals } from './StaffProposals.tsx';
import { StaffTable } from './StaffTable.tsx';

export function StaffScreen() {
  const me = useAppSelector((state) => state.session.me);
  const [propose, proposed] = useProposeStaffMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [reason, setReason] = useState('');

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
      <StaffTable />
    </>
  );
}
