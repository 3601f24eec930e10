// Wins held above the bet's ceiling: release (proposed when the four-eyes rule
// gives it two people) or return. They come with the held withdrawals' answer.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age, money } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, Row } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { oldestFirst } from '../ordering';
import { useHeldWithdrawalsQuery } from '../queuesApi';
import { PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function HeldWinsQueue({ may, open }: QueueCardProps) {
  // The same call as the withdrawals' card: RTK Query asks once, and that card shows its failure.
  const { data } = useHeldWithdrawalsQuery(undefined);
  return (
    <Card>
      <h2>{t.queueWins}</h2>
      <Table label={t.queueWins} head={queueHead}>
        {oldestFirst(data?.wins ?? []).map((item) => (
          <tr key={item.id}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              <PlayerLink id={item.userId} />
            </td>
            <td>
              {t.winWithBetAndCap(
                money(item.amountCents),
                money(item.betCents),
                money(item.limitCents),
              )}
            </td>
            <td>
              {item.state}
              {item.game && ` · ${item.game}`}
              {item.needsTwo && ` · ${t.needsTwo}`}
            </td>
            <td>
              {may('withdrawals.decide') && (
                <Row>
                  {(['release', 'return'] as const).map((decision) => {
                    const propose = decision === 'release' && item.needsTwo;
                    const label =
                      decision === 'return'
                        ? t.returnToBalance
                        : propose
                          ? t.proposeRelease
                          : t.release;
                    return (
                      <Button
                        key={decision}
                        type="button"
                        $variant={decision === 'release' ? 'primary' : 'ghost'}
                        aria-label={t.winAction(label, item.id)}
                        onClick={() => {
                          open(
                            propose
                              ? {
                                  title: label,
                                  url: `/queues/wins/${item.id}/propose-release`,
                                  body: (reason) => ({ reason }),
                                  totp: true,
                                }
                              : {
                                  title: label,
                                  url: `/queues/wins/${item.id}/decide`,
                                  body: (reason) => ({ decision, reason }),
                                  totp: true,
                                },
                          );
                        }}
                      >
                        {label}
                      </Button>
                    );
                  })}
                </Row>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
