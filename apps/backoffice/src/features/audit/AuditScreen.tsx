import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import type { AuditEvent } from '@velas/domain/schemas/audit';
import { Button } from '@velas/web-core/ui/Button';
import { Card, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { formatInstant } from '#/lib/format.ts';
import { QueryTable } from '#/ui/QueryTable.tsx';
import type { Column } from '#/ui/SectionTable.tsx';
import { useLazyStaffAuditQuery } from './api/auditApi.ts';

/** The actor, and for a staff member the e-mail the row recorded: who it was, by name. */
function who(actor: string, details: Record<string, unknown>): string {
  const email = details.staffEmail;
  return typeof email === 'string' ? `${actor} · ${email}` : actor;
}

const auditColumns: readonly Column<AuditEvent>[] = [
  { head: backofficeTexts.colDate, cell: (event) => formatInstant(event.at) },
  { head: backofficeTexts.colWho, cell: (event) => who(event.actor, event.details) },
  { head: backofficeTexts.player, cell: (event) => event.userId ?? '—' },
  { head: backofficeTexts.colAction, cell: (event) => `${event.category}/${event.action}` },
  {
    head: backofficeTexts.amount,
    cell: (event) => (event.amountCents === null ? '—' : formatCents(event.amountCents)),
  },
  {
    head: backofficeTexts.colDetails,
    cell: (event) => <code style={{ whiteSpace: 'normal' }}>{JSON.stringify(event.details)}</code>,
  },
];

/** Digits only: both filters are ids. */
const digits = (typed: string) => typed.replace(/\D/g, '');

export function AuditScreen() {
  const [staffId, setStaffId] = useState('');
  const [userId, setUserId] = useState('');
  const [load, result] = useLazyStaffAuditQuery();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (staffId !== '' || userId !== '') void load({ staffId, userId });
  };
  return (
    <>
      <h1>{backofficeTexts.auditTitle}</h1>
      <Card>
        <form onSubmit={submit}>
          <Muted>{backofficeTexts.auditFilterHint}</Muted>
          <Field
            label={backofficeTexts.staffId}
            inputMode="numeric"
            value={staffId}
            onValueChange={(typed) => {
              setStaffId(digits(typed));
            }}
          />
          <Field
            label={backofficeTexts.playerId}
            inputMode="numeric"
            value={userId}
            onValueChange={(typed) => {
              setUserId(digits(typed));
            }}
          />
          <Button type="submit">{backofficeTexts.filter}</Button>
        </form>
      </Card>
      <QueryTable
        query={result}
        rows={(data) => data.events}
        label={backofficeTexts.auditTitle}
        columns={auditColumns}
        rowKey={(event) => event.id}
      />
    </>
  );
}
