import { backofficeTexts, roleNames } from '@velas/domain/backoffice/texts';
import type { StaffSummary } from '@velas/domain/schemas/backoffice/staff';
import { Button } from '@velas/web-core/ui/Button';
import { formatInstant } from '#/lib/format.ts';

export function StaffRow({ member, onToggle }: { member: StaffSummary; onToggle: () => void }) {
  return (
    <tr>
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
          onClick={onToggle}
        >
          {member.disabled ? backofficeTexts.enable : backofficeTexts.disable}
        </Button>
      </td>
    </tr>
  );
}
