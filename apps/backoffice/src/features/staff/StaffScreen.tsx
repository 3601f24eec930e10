// The team (admin only, apps/api/src/staff/staff-admin-routes.ts): the list,
// a new account with its one-time enrolment link, disable and enable with a
// reason.
import { staffRoles, type StaffRole } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t, roleNames } from '@velas/domain/backoffice/texts';
import {
  staffCreateResponseSchema,
  staffListResponseSchema,
} from '@velas/domain/schemas/backoffice/staff';
import { useState, type SyntheticEvent } from 'react';
import { ActionDialog } from '../../components/ActionDialog';
import { api, failureText, parsed } from '../../core/api';
import { when } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, Notice } from '../../ui/Card';
import { Field, SelectField } from '../../ui/Field';
import { Table } from '../../ui/Table';

const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query({
      query: () => '/staff',
      transformResponse: parsed(staffListResponseSchema),
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation({
      query: (body: { email: string; role: StaffRole }) => ({
        url: '/staff',
        method: 'POST',
        body,
      }),
      transformResponse: parsed(staffCreateResponseSchema),
      invalidatesTags: ['Staff'],
    }),
    setStaffEnabled: build.mutation<unknown, { id: number; enable: boolean; reason: string }>({
      query: ({ id, enable, reason }) => ({
        url: `/staff/${id}/${enable ? 'enable' : 'disable'}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export function StaffScreen() {
  const list = staffApi.useStaffListQuery(undefined);
  const [create, created] = staffApi.useCreateStaffMutation();
  const [setEnabled] = staffApi.useSetStaffEnabledMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [toggling, setToggling] = useState<{ id: number; enable: boolean } | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void create({ email: email.trim(), role })
      .unwrap()
      .then(() => {
        setEmail('');
      })
      .catch(() => undefined);
  };

  return (
    <>
      <h1>{t.staffTitle}</h1>
      <Card>
        <h2>{t.createStaff}</h2>
        <form onSubmit={submit}>
          <Field
            label={t.email}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
            required
          />
          <SelectField
            label={t.role}
            value={role}
            onChange={(value) => {
              setRole(staffRoles.find((name) => name === value) ?? 'support');
            }}
            options={staffRoles.map((name) => ({ value: name, label: roleNames[name] }))}
          />
          <Button type="submit" disabled={created.isLoading}>
            {t.createStaff}
          </Button>
        </form>
        {created.isError && (
          <Notice role="alert" $tone="error">
            {failureText(created.error)}
          </Notice>
        )}
        {created.data && (
          <Notice role="status" $tone="warning">
            {t.enrolmentLink}:{' '}
            <code aria-label={t.enrolmentLink} style={{ wordBreak: 'break-all' }}>
              {created.data.enrolmentLink}
            </code>{' '}
            ({t.expiresAt.toLowerCase()} {when(created.data.expiresAt)})
          </Notice>
        )}
      </Card>
      <Card>
        {list.isError && (
          <Notice role="alert" $tone="error">
            {failureText(list.error)}
          </Notice>
        )}
        <Table label={t.staffTitle} head={['#', t.email, t.role, t.state, 'Criada em', t.actions]}>
          {(list.data?.staff ?? []).map((member) => (
            <tr key={member.id}>
              <td>{member.id}</td>
              <td>{member.email}</td>
              <td>{roleNames[member.role]}</td>
              <td>{member.disabled ? t.disabled : member.enrolled ? t.enrolled : t.pending}</td>
              <td>{when(member.createdAt)}</td>
              <td>
                <Button
                  type="button"
                  $variant={member.disabled ? 'ghost' : 'danger'}
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
