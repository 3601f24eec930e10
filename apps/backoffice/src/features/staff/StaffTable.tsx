import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Card } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { FailureNotice } from '#/ui/FailureNotice.tsx';
import { Table } from '#/ui/Table.tsx';
import { useSetStaffEnabledMutation, useStaffListQuery } from './api/staffApi.ts';
import { StaffRow } from './StaffRow.tsx';

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
            <StaffRow
              key={member.id}
              member={member}
              onToggle={() => {
                setToggling({ id: member.id, enable: member.disabled });
              }}
            />
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
