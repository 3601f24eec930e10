// The team's list, with disable and enable behind a dialog that asks for the
// reason (apps/api/src/staff/).
import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { formatInstant } from '#/lib/format.ts';
import { FailureNotice } from '#/ui/FailureNotice.tsx';
import { Table } from '#/ui/Table.tsx';
import { useSetStaffEnabledMutation, useStaffListQuery } from './api/staffApi.ts';

export function StaffTable() {
  const list = useStaffListQuery(undefined);
  const [setEnabled] = useSetStaffEnabledMutation();
  const [toggling, setToggling] = useState<{ id: number; enable: boolean } | null>(null);
  return (
    <>
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
