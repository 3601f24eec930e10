// Identity checks that need a person (a CPF mismatch, a provider failure):
// keep the result or let the player try again; no money moves, so no TOTP code.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, Row } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { oldestFirst } from '../ordering';
import { useKycQueueQuery } from '../queuesApi';
import { Failure, PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function KycQueue({ open }: QueueCardProps) {
  const { data, isError, error } = useKycQueueQuery(undefined);
  return (
    <Card>
      <h2>{t.queueKyc}</h2>
      {isError && <Failure error={error} />}
      <Table label={t.queueKyc} head={queueHead}>
        {oldestFirst(data?.results ?? []).map((item) => (
          <tr key={item.userId}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              <PlayerLink id={item.userId} /> ({item.email})
            </td>
            <td>—</td>
            <td>{item.state}</td>
            <td>
              <Row>
                {(['keep', 'retry'] as const).map((decision) => (
                  <Button
                    key={decision}
                    type="button"
                    $variant={decision === 'retry' ? 'primary' : 'ghost'}
                    aria-label={`${decision === 'keep' ? t.keep : t.retry} #${item.userId}`}
                    onClick={() => {
                      open({
                        title: decision === 'keep' ? t.keep : t.retry,
                        url: `/queues/kyc/${item.userId}/decide`,
                        body: (reason) => ({ decision, reason }),
                        totp: false,
                      });
                    }}
                  >
                    {decision === 'keep' ? t.keep : t.retry}
                  </Button>
                ))}
              </Row>
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
