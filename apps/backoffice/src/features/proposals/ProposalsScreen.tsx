// Four-eyes (docs/operations.md#four-eyes): one staff member proposes a
// manual adjustment (or a large release, from the withdrawals queue); a
// different one approves. The proposer sees that they cannot approve their own.
import { roleMay } from '@velas/domain/backoffice/permissions';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { messages } from '@velas/domain/messages';
import { parseMoneyInput } from '@velas/domain/money';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { Field, ChoiceField } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog } from '../../components/ActionDialog';
import { useAppSelector } from '../../core/hooks';
import { formatReais, formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Row } from '../../ui/Row';
import { Table } from '../../ui/Table';
import {
  useDecideProposalMutation,
  useProposalsQuery,
  useProposeAdjustmentMutation,
} from './proposalsApi';

interface Draft {
  userId: number;
  amountCents: number;
  reason: string;
}

export function ProposalsScreen() {
  const me = useAppSelector((state) => state.session.me);
  const mayPropose = me !== null && roleMay(me.role, 'adjustments.propose');
  const mayApprove = me !== null && roleMay(me.role, 'adjustments.approve');
  const list = useProposalsQuery(undefined, { skip: !mayApprove });
  const [propose] = useProposeAdjustmentMutation();
  const [decide] = useDecideProposalMutation();
  const [userId, setUserId] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deciding, setDeciding] = useState<{ id: number; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  // The draft opens the confirmation, which makes the call with a fresh code.
  const form = useFormSubmit(() => {
    const cents = parseMoneyInput(amount);
    const id = Number(userId);
    if (cents === null || cents === 0 || !Number.isInteger(id) || id <= 0)
      return messages.staffAdjustmentAmount;
    setDraft({ userId: id, amountCents: direction === 'credit' ? cents : -Number(cents), reason });
    return undefined;
  });

  return (
    <>
      <h1>{t.proposalsTitle}</h1>
      {done && <Alert tone="success">{done}</Alert>}
      {mayPropose && (
        <Card>
          <h2>{t.proposeAdjustment}</h2>
          <Form form={form} submitLabel={t.propose}>
            <Field
              label={t.playerId}
              inputMode="numeric"
              value={userId}
              onValueChange={(value) => {
                setUserId(value.replace(/\D/g, ''));
              }}
              required
            />
            <ChoiceField
              label={t.direction}
              value={direction}
              choices={['credit', 'debit'] as const}
              optionLabel={(choice) => (choice === 'credit' ? t.credit : t.debit)}
              onChoose={setDirection}
            />
            <Field
              label={t.amountReais}
              inputMode="decimal"
              value={amount}
              onValueChange={setAmount}
              required
            />
            <Field label={t.reason} value={reason} onValueChange={setReason} required />
          </Form>
        </Card>
      )}
      {mayApprove && (
        <Card>
          <h2>{t.navProposals}</h2>
          {list.isError && <FailureNotice error={list.error} />}
          <Table
            label={t.navProposals}
            head={['#', t.kind, t.player, t.amount, t.reason, t.proposedBy, t.expiresAt, t.actions]}
          >
            {(list.data?.proposals ?? []).map((proposal) => {
              const own = proposal.proposedBy === me.id;
              return (
                <tr key={proposal.id}>
                  <td>{proposal.id}</td>
                  <td>{t.proposalKinds[proposal.kind]}</td>
                  <td>
                    <Link to={`/jogadores/${proposal.userId}`}>#{proposal.userId}</Link>
                  </td>
                  <td>{formatReais(proposal.amountCents)}</td>
                  <td style={{ whiteSpace: 'normal' }}>{proposal.reason}</td>
                  <td>#{proposal.proposedBy}</td>
                  <td>{formatInstant(proposal.expiresAt)}</td>
                  <td>
                    <Row>
                      {own ? (
                        <small>{t.ownProposal}</small>
                      ) : (
                        <Button
                          type="button"
                          aria-label={t.approveProposal(t.approve, proposal.id)}
                          onClick={() => {
                            setDeciding({ id: proposal.id, decision: 'approve' });
                          }}
                        >
                          {t.approve}
                        </Button>
                      )}
                      {mayPropose && (
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={t.rejectProposal(t.reject, proposal.id)}
                          onClick={() => {
                            setDeciding({ id: proposal.id, decision: 'reject' });
                          }}
                        >
                          {t.reject}
                        </Button>
                      )}
                    </Row>
                  </td>
                </tr>
              );
            })}
          </Table>
        </Card>
      )}
      {draft && (
        <ActionDialog
          title={`${t.proposeAdjustment} · ${t.totpDialogTitle}`}
          hint={t.adjustmentSummary(
            direction === 'credit' ? t.credit : t.debit,
            formatReais(Math.abs(draft.amountCents)),
            draft.userId,
          )}
          confirmLabel={t.propose}
          reason={false}
          totp
          onClose={() => {
            setDraft(null);
          }}
          onConfirm={async ({ totp }) => {
            await propose({ ...draft, totp }).unwrap();
            setDone(t.proposed);
            setAmount('');
            setReason('');
          }}
        />
      )}
      {deciding && (
        <ActionDialog
          title={`${deciding.decision === 'approve' ? t.approve : t.reject} · ${t.totpDialogTitle}`}
          confirmLabel={deciding.decision === 'approve' ? t.approve : t.reject}
          reason={deciding.decision === 'reject'}
          totp
          onClose={() => {
            setDeciding(null);
          }}
          onConfirm={async ({ reason: why, totp }) => {
            await decide({ ...deciding, reason: why, totp }).unwrap();
            setDone(t.done);
          }}
        />
      )}
    </>
  );
}
