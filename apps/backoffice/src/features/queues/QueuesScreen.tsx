// The queues the signed-in role may read, each a table oldest first with its
// age, amount and state, and the actions that close an item
// (docs/operations.md#back-office-queues-and-actions). Money actions ask a
// fresh TOTP code; a release above the four-eyes amount becomes a proposal.
import { roleMay, type Permission } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog } from '../../components/ActionDialog';
import { failureText } from '../../core/api';
import { useAppSelector } from '../../core/hooks';
import { age, money } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, Notice, Row } from '../../ui/Card';
import { Table } from '../../ui/Table';
import { lateThenOldest, oldestFirst } from './ordering';
import {
  useCpfClaimsQuery,
  useHeldWithdrawalsQuery,
  useKycQueueQuery,
  useQueueActionMutation,
  useStuckPayoutsQuery,
  useUncreditedPaymentsQuery,
} from './queuesApi';

/** The dialog an action opens: its title, the request, and whether it moves money. */
interface Pending {
  title: string;
  url: string;
  body: (reason: string) => Record<string, unknown>;
  totp: boolean;
  reasonLabel?: string;
}

const head = [t.age, t.player, t.amount, t.state, t.actions];

function PlayerLink({ id }: { id: number | null }) {
  return id === null ? <>—</> : <Link to={`/jogadores/${id}`}>#{id}</Link>;
}

function Failure({ error }: { error: unknown }) {
  return (
    <Notice role="alert" $tone="error">
      {failureText(error)}
    </Notice>
  );
}

export function QueuesScreen() {
  const role = useAppSelector((state) => state.session.me?.role);
  const may = (permission: Permission) => role !== undefined && roleMay(role, permission);
  const withdrawals = useHeldWithdrawalsQuery(undefined, { skip: !may('withdrawals.queue') });
  const payouts = useStuckPayoutsQuery(undefined, { skip: !may('payouts.queue') });
  const received = useUncreditedPaymentsQuery(undefined, { skip: !may('received.queue') });
  const claims = useCpfClaimsQuery(undefined, { skip: !may('cpf_claims.queue') });
  const kyc = useKycQueueQuery(undefined, { skip: !may('kyc.queue') });
  const [act] = useQueueActionMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (next: Pending) => {
    setDone(null);
    setPending(next);
  };

  return (
    <>
      <h1>{t.queuesTitle}</h1>
      {done && (
        <Notice role="status" $tone="ok">
          {done}
        </Notice>
      )}
      {may('withdrawals.queue') && (
        <Card>
          <h2>{t.queueWithdrawals}</h2>
          {withdrawals.isError && <Failure error={withdrawals.error} />}
          <Table label={t.queueWithdrawals} head={head}>
            {oldestFirst(withdrawals.data?.withdrawals ?? []).map((item) => (
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
          <h2>{t.queueWins}</h2>
          <Table label={t.queueWins} head={head}>
            {oldestFirst(withdrawals.data?.wins ?? []).map((item) => (
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
      )}
      {may('payouts.queue') && (
        <Card>
          <h2>{t.queuePayouts}</h2>
          {payouts.isError && <Failure error={payouts.error} />}
          <Table label={t.queuePayouts} head={head}>
            {lateThenOldest(payouts.data?.payouts ?? []).map((item) => (
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
      )}
      {may('received.queue') && (
        <Card>
          <h2>{t.queueReceived}</h2>
          {received.isError && <Failure error={received.error} />}
          <Table label={t.queueReceived} head={head}>
            {oldestFirst(received.data?.payments ?? []).map((item) => (
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
      )}
      {may('cpf_claims.queue') && (
        <Card>
          <h2>{t.queueCpfClaims}</h2>
          {claims.isError && <Failure error={claims.error} />}
          <Table label={t.queueCpfClaims} head={head}>
            {oldestFirst(claims.data?.claims ?? []).map((item) => (
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
      )}
      {may('kyc.queue') && (
        <Card>
          <h2>{t.queueKyc}</h2>
          {kyc.isError && <Failure error={kyc.error} />}
          <Table label={t.queueKyc} head={head}>
            {oldestFirst(kyc.data?.results ?? []).map((item) => (
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
      )}
      {pending && (
        <ActionDialog
          title={pending.totp ? `${pending.title} · ${t.totpDialogTitle}` : pending.title}
          confirmLabel={t.confirm}
          reasonLabel={pending.reasonLabel}
          totp={pending.totp}
          onClose={() => {
            setPending(null);
          }}
          onConfirm={async ({ reason, totp }) => {
            await act({
              url: pending.url,
              body: pending.body(reason),
              ...(pending.totp && { totp }),
            }).unwrap();
            setDone(t.done);
          }}
        />
      )}
    </>
  );
}
