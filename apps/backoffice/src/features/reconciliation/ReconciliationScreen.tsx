// The `reconcile` command's report for a São Paulo day
// (GET /ops-api/reconciliation?date=), each section with its verdict.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { saoPauloToday } from '@velas/domain/calendar';
import { formatCents, toCents } from '@velas/domain/money';
import { reconciliationResponseSchema } from '@velas/domain/schemas/backoffice/reconciliation';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { api } from '../../core/api';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';

const reconciliationApi = api.injectEndpoints({
  endpoints: (build) => ({
    reconciliation: build.query({
      query: (date: string) => ({ url: '/reconciliation', params: { date } }),
      responseSchema: parsedAnswer(reconciliationResponseSchema),
    }),
  }),
});

function Verdict({ balanced }: { balanced: boolean }) {
  return (
    <Alert tone={balanced ? 'success' : 'danger'} announce="status">
      {balanced ? backofficeTexts.balanced : backofficeTexts.unbalanced}
    </Alert>
  );
}

const total = (value: { count: number; cents: number }) =>
  `${value.count} · ${formatCents(toCents(value.cents))}`;

export function ReconciliationScreen() {
  const [date, setDate] = useState(() => saoPauloToday(Date.now()));
  const report = reconciliationApi.useReconciliationQuery(date, { skip: date === '' });
  const data = report.data;
  return (
    <>
      <h1>{backofficeTexts.reconciliationTitle}</h1>
      <Card>
        <Field label={backofficeTexts.day} type="date" value={date} onValueChange={setDate} />
      </Card>
      {report.isError && <FailureNotice error={report.error} />}
      {data && (
        <>
          <Verdict balanced={data.balanced} />
          <Card>
            <h2>{backofficeTexts.pixReceived}</h2>
            <Verdict balanced={data.pix.balanced} />
            <p>
              {backofficeTexts.pixTotals(
                total(data.pix.received),
                total(data.pix.credited),
                total(data.pix.refunded),
                total(data.pix.refundProcessing),
                total(data.pix.pendingReview),
              )}
            </p>
            <Table
              label={backofficeTexts.pixReceived}
              head={[
                backofficeTexts.colTime,
                backofficeTexts.player,
                backofficeTexts.amount,
                backofficeTexts.colResult,
                backofficeTexts.state,
              ]}
            >
              {data.pix.lines.map((line) => (
                <tr key={line.chargeId}>
                  <td>{formatInstant(line.at)}</td>
                  <td>{line.userId ?? '—'}</td>
                  <td>{formatCents(line.amountCents)}</td>
                  <td>{line.outcome}</td>
                  <td>{line.state}</td>
                </tr>
              ))}
            </Table>
          </Card>
          <Card>
            <h2>{backofficeTexts.payments}</h2>
            <Verdict balanced={data.payouts.balanced} />
            <Table
              label={backofficeTexts.payments}
              head={[backofficeTexts.kind, backofficeTexts.state, backofficeTexts.colTotal]}
            >
              {Object.entries(data.payouts.withdrawals).map(([state, value]) => (
                <tr key={`w-${state}`}>
                  <td>{backofficeTexts.withdrawals}</td>
                  <td>{state}</td>
                  <td>{total(value)}</td>
                </tr>
              ))}
              {Object.entries(data.payouts.refunds).map(([state, value]) => (
                <tr key={`r-${state}`}>
                  <td>{backofficeTexts.refunds}</td>
                  <td>{state}</td>
                  <td>{total(value)}</td>
                </tr>
              ))}
            </Table>
            {data.payouts.problems.map((problem) => (
              <Alert key={problem} announce="quiet">
                {problem}
              </Alert>
            ))}
          </Card>
          <Card>
            <h2>{backofficeTexts.gameMoneyOn(data.gameMoney.utcDate)}</h2>
            <Verdict balanced={data.gameMoney.balanced} />
            <Table
              label={backofficeTexts.gameMoney}
              head={['', backofficeTexts.colOurs, backofficeTexts.colAggregator]}
            >
              {(['bet', 'won', 'rolledBack'] as const).map((field) => (
                <tr key={field}>
                  <td>
                    {field === 'bet'
                      ? backofficeTexts.staked
                      : field === 'won'
                        ? backofficeTexts.won
                        : backofficeTexts.reversed}
                  </td>
                  <td>{total(data.gameMoney[field])}</td>
                  <td>
                    {data.gameMoney.aggregator ? total(data.gameMoney.aggregator[field]) : '—'}
                  </td>
                </tr>
              ))}
            </Table>
            {data.gameMoney.aggregatorError && (
              <Alert announce="quiet">{data.gameMoney.aggregatorError}</Alert>
            )}
            {data.gameMoney.ledgerProblems.map((problem) => (
              <Alert key={problem} announce="quiet">
                {problem}
              </Alert>
            ))}
          </Card>
        </>
      )}
    </>
  );
}
