// A CPF claimed from another account: settle (the claimant keeps it) or
// dispute, with a note; no money moves, so no TOTP code.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { age, money } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, Row } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { oldestFirst } from '../ordering';
import { useCpfClaimsQuery } from '../queuesApi';
import { Failure, PlayerLink, queueHead, type QueueCardProps } from './queueParts';

export function CpfClaimsQueue({ may, open }: QueueCardProps) {
  const { data, isError, error } = useCpfClaimsQuery(undefined);
  return (
    <Card>
      <h2>{t.queueCpfClaims}</h2>
      {isError && <Failure error={error} />}
      <Table label={t.queueCpfClaims} head={queueHead}>
        {oldestFirst(data?.claims ?? []).map((item) => (
          <tr key={item.id}>
            <td>{age(item.ageSeconds)}</td>
            <td>
              {item.cpfMasked}: <PlayerLink id={item.claimantId} /> ({item.claimantEmail}) ←{' '}
              <PlayerLink id={item.releasedId} /> ({item.releasedEmail})
            </td>
            <td>{money(item.heldBalanceCents)}</td>
            <td>{item.state}</td>
            <td>
              {may('cpf_claims.decide') && (
                <Row>
                  {(['settle', 'dispute'] as const).map((decision) => (
                    <Button
                      key={decision}
                      type="button"
                      $variant={decision === 'settle' ? 'primary' : 'ghost'}
                      aria-label={t.claimDecision(
                        decision === 'settle' ? t.settle : t.dispute,
                        item.id,
                      )}
                      onClick={() => {
                        open({
                          title: decision === 'settle' ? t.settle : t.dispute,
                          url: `/queues/cpf-claims/${item.id}/decide`,
                          body: (note) => ({ decision, note }),
                          totp: false,
                          reasonLabel: t.note,
                        });
                      }}
                    >
                      {decision === 'settle' ? t.settle : t.dispute}
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
