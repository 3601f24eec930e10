// The audit trail filtered by a staff member or a player (GET /ops-api/audit).
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents } from '@velas/domain/money';
import { staffAuditResponseSchema } from '@velas/domain/schemas/backoffice/staff';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { Button } from '@velas/web-core/ui/Button';
import { Card, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { api } from '../../core/api';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffAudit: build.query({
      query: (filter: { staffId?: string; userId?: string }) => ({
        url: '/audit',
        params: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
      }),
      responseSchema: parsedAnswer(staffAuditResponseSchema),
    }),
  }),
});

/** The actor, and for a staff member the e-mail the row recorded: who it was, by name. */
function who(actor: string, details: Record<string, unknown>): string {
  const email = details.staffEmail;
  return typeof email === 'string' ? `${actor} · ${email}` : actor;
}

export function AuditScreen() {
  const [staffId, setStaffId] = useState('');
  const [userId, setUserId] = useState('');
  const [load, result] = auditApi.useLazyStaffAuditQuery();
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
            onChange={(event) => {
              setStaffId(event.target.value.replace(/\D/g, ''));
            }}
          />
          <Field
            label={backofficeTexts.playerId}
            inputMode="numeric"
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value.replace(/\D/g, ''));
            }}
          />
          <Button type="submit">{backofficeTexts.filter}</Button>
        </form>
      </Card>
      {result.isError && <FailureNotice error={result.error} />}
      {result.data && (
        <Card>
          <Table
            label={backofficeTexts.auditTitle}
            head={[
              backofficeTexts.colDate,
              backofficeTexts.colWho,
              backofficeTexts.player,
              backofficeTexts.colAction,
              backofficeTexts.amount,
              backofficeTexts.colDetails,
            ]}
          >
            {result.data.events.map((event) => (
              <tr key={event.id}>
                <td>{formatInstant(event.at)}</td>
                <td>{who(event.actor, event.details)}</td>
                <td>{event.userId ?? '—'}</td>
                <td>
                  {event.category}/{event.action}
                </td>
                <td>{event.amountCents === null ? '—' : formatCents(event.amountCents)}</td>
                <td style={{ whiteSpace: 'normal' }}>
                  <code>{JSON.stringify(event.details)}</code>
                </td>
              </tr>
            ))}
          </Table>
        </Card>
      )}
    </>
  );
}
