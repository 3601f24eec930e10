// Withdrawals held for review: release (proposed when the four-eyes rule
// gives it two people) or return to the balance.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age, money } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, Row } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { oldestFirst } from '../ordering';
import { useHeldWithdrawalsQuery } from '../queuesApi';
import { Failure, PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function HeldWithdrawalsQueue({ may, open }: QueueCardProps) {
  const { data, isError, error } = useHeldWithdrawalsQuery(undefined);
  return (
    <Card>
      <h2>{t.queueWithdrawals}</h2>
      {isError && <Failure error={error} />}
      <Table label={t.queueWithdrawals} head={queueHead}>
        {oldestFirst(data?.withdrawals ?? []).map((item) => (
          <tr key={item.id}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              <PlayerLink id={item.userId} />
            </td>
            <td>{money(item.amountCents)}</td>
            <td>
              {item.state} · {item.reviewReason}
              {item.needsTwo && ` · ${t.needsTwo}`}
            </td>
            <td>
              {may('withdrawals.decide') && (
                <Row>
                  <Button
                    type="button"
                    aria-label={`${item.needsTwo ? t.proposeRelease : t.release} #${item.id}`}
                    onClick={() => {
                      open(
                        item.needsTwo
                          ? {
                              title: t.proposeRelease,
                              url: `/queues/withdrawals/${item.id}/propose-release`,
                              body: (reason) => ({ reason }),
                              totp: true,
                            }
                          : {
                              title: t.release,
                              url: `/queues/withdrawals/${item.id}/decide`,
                              body: (reason) => ({ decision: 'release', reason }),
                              totp: true,
                            },
                      );
                    }}
                  >
                    {item.needsTwo ? t.proposeRelease : t.release}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={`${t.returnToBalance} #${item.id}`}
                    onClick={() => {
                      open({
                        title: t.returnToBalance,
                        url: `/queues/withdrawals/${item.id}/decide`,
                        body: (reason) => ({ decision: 'return', reason }),
                        totp: true,
                      });
                    }}
                  >
                    {t.returnToBalance}
                  </Button>
                </Row>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
