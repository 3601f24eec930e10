// Pix received but not credited (late, duplicate, unknown charge, ...), with
// their refund's state: send the refund again.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age, money } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { oldestFirst } from '../ordering';
import { useUncreditedPaymentsQuery } from '../queuesApi';
import { Failure, PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function UncreditedPaymentsQueue({ may, open }: QueueCardProps) {
  const { data, isError, error } = useUncreditedPaymentsQuery(undefined);
  return (
    <Card>
      <h2>{t.queueReceived}</h2>
      {isError && <Failure error={error} />}
      <Table label={t.queueReceived} head={queueHead}>
        {oldestFirst(data?.payments ?? []).map((item) => (
          <tr key={item.id}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              <PlayerLink id={item.userId} />
            </td>
            <td>{money(item.amountCents)}</td>
            <td>
              {t.stateWithRefund(item.state)}
              {item.refundState ?? '—'}
              {item.refundFailure && ` (${item.refundFailure})`}
            </td>
            <td>
              {may('received.resend') && (
                <Button
                  type="button"
                  aria-label={t.resendRefund(t.resend, item.paymentId)}
                  onClick={() => {
                    open({
                      title: t.resend,
                      url: `/queues/received/${item.id}/resend`,
                      body: (reason) => ({ reason }),
                      totp: true,
                    });
                  }}
                >
                  {t.resend}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
