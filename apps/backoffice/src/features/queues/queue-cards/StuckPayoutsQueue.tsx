// Payouts the provider has not settled, the late ones first: send again or
// return the money to the balance.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age, money } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, Row } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { lateThenOldest } from '../ordering';
import { useStuckPayoutsQuery } from '../queuesApi';
import { Failure, PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function StuckPayoutsQueue({ may, open }: QueueCardProps) {
  const { data, isError, error } = useStuckPayoutsQuery(undefined);
  return (
    <Card>
      <h2>{t.queuePayouts}</h2>
      {isError && <Failure error={error} />}
      <Table label={t.queuePayouts} head={queueHead}>
        {lateThenOldest(data?.payouts ?? []).map((item) => (
          <tr key={item.id}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              <PlayerLink id={item.userId} />
            </td>
            <td>{money(item.amountCents)}</td>
            <td>
              {item.state}
              {item.late && ` · ${t.late}`}
            </td>
            <td>
              {may('payouts.decide') && (
                <Row>
                  {(['resend', 'return'] as const).map((action) => (
                    <Button
                      key={action}
                      type="button"
                      $variant={action === 'resend' ? 'primary' : 'ghost'}
                      aria-label={`${action === 'resend' ? t.resend : t.returnToBalance} ${item.id}`}
                      onClick={() => {
                        open({
                          title: action === 'resend' ? t.resend : t.returnToBalance,
                          url: `/queues/payouts/${item.id}/act`,
                          body: (reason) => ({ action, reason }),
                          totp: true,
                        });
                      }}
                    >
                      {action === 'resend' ? t.resend : t.returnToBalance}
                    </Button>
                  ))}
                </Row>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
