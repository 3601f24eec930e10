// Four-eyes (docs/operations.md#four-eyes): one staff member proposes a
// manual adjustment (or a large release, from the withdrawals queue); a
// different one approves. The proposer sees that they cannot approve their own.
import { roleMay } from '@velas/domain/backoffice/permissions';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { messages } from '@velas/domain/messages';
import {
  formatCents,
  negateCents,
  parseMoneyInput,
  toCents,
  type Cents,
} from '@velas/domain/money';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { Field, ChoiceField } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionDialog } from '../../components/ActionDialog';
import { DecisionButtons, type Decision } from '../../components/DecisionButtons';
import { useAppSelector } from '../../core/hooks';
import { formatInstant } from '../../lib/format';
import { FailureNotice } from '../../ui/FailureNotice';
import { Table } from '../../ui/Table';
import {
  useDecideProposalMutation,
  useProposalsQuery,
  useProposeAdjustmentMutation,
} from './proposalsApi';

interface Draft {
  userId: number;
  amountCents: Cents;
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
  const [deciding, setDeciding] = useState<{ id: number; decision: Decision } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The draft opens the confirmation, which makes the call with a fresh code.
  const form = useFormSubmit(() => {
    const cents = parseMoneyInput(amount);
    const id = Number(userId);
    if (cents === null || cents === 0 || !Number.isInteger(id) || id <= 0)
      return messages.staffAdjustmentAmount;
    setDraft({
      userId: id,
      amountCents: direction === 'credit' ? cents : negateCents(cents),
      reason,
    });
    return undefined;
  });

  return (
    <>
      <h1>{backofficeTexts.proposalsTitle}</h1>
      {done && <Alert tone="success">{done}</Alert>}
      {mayPropose && (
        <Card>
          <h2>{backofficeTexts.proposeAdjustment}</h2>
          <Form form={form} submitLabel={backofficeTexts.propose}>
            <Field
              label={backofficeTexts.playerId}
              inputMode="numeric"
              value={userId}
              onValueChange={(value) => {
                setUserId(value.replace(/\D/g, ''));
              }}
              required
            />
            <ChoiceField
              label={backofficeTexts.direction}
              value={direction}
              choices={['credit', 'debit'] as const}
              optionLabel={(choice) =>
                choice === 'credit' ? backofficeTexts.credit : backofficeTexts.debit
              }
              onChoose={setDirection}
            />
            <Field
              label={backofficeTexts.amountReais}
              inputMode="decimal"
              value={amount}
              onValueChange={setAmount}
              required
            />
            <Field
              label={backofficeTexts.reason}
              value={reason}
              onValueChange={setReason}
              required
            />
          </Form>
        </Card>
      )}
      {mayApprove && (
        <Card>
          <h2>{backofficeTexts.navProposals}</h2>
          {list.isError && <FailureNotice error={list.error} />}
          <Table
            label={backofficeTexts.navProposals}
            head={[
              '#',
              backofficeTexts.kind,
              backofficeTexts.player,
              backofficeTexts.amount,
              backofficeTexts.reason,
              backofficeTexts.proposedBy,
              backofficeTexts.expiresAt,
              backofficeTexts.actions,
            ]}
          >
            {(list.data?.proposals ?? []).map((proposal) => {
              const own = proposal.proposedBy === me.id;
              return (
                <tr key={proposal.id}>
                  <td>{proposal.id}</td>
                  <td>{backofficeTexts.proposalKinds[proposal.kind]}</td>
                  <td>
                    <Link to={`/jogadores/${proposal.userId}`}>#{proposal.userId}</Link>
                  </td>
                  <td>{formatCents(proposal.amountCents)}</td>
                  <td style={{ whiteSpace: 'normal' }}>{proposal.reason}</td>
                  <td>#{proposal.proposedBy}</td>
                  <td>{formatInstant(proposal.expiresAt)}</td>
                  <td>
                    <DecisionButtons
                      own={own}
                      mayReject={mayPropose}
                      nameOf={(decision) =>
                        decision === 'approve'
                          ? backofficeTexts.approveProposal(backofficeTexts.approve, proposal.id)
                          : backofficeTexts.rejectProposal(backofficeTexts.reject, proposal.id)
                      }
                      onDecide={(decision) => {
                        setDeciding({ id: proposal.id, decision });
                      }}
                    />
                  </td>
                </tr>
              );
            })}
          </Table>
        </Card>
      )}
      {draft && (
        <ActionDialog
          title={`${backofficeTexts.proposeAdjustment} · ${backofficeTexts.totpDialogTitle}`}
          hint={backofficeTexts.adjustmentSummary(
            direction === 'credit' ? backofficeTexts.credit : backofficeTexts.debit,
            formatCents(toCents(Math.abs(draft.amountCents))),
            draft.userId,
          )}
          confirmLabel={backofficeTexts.propose}
          reason={false}
          totp
          onClose={() => {
            setDraft(null);
          }}
          onConfirm={async ({ totp }) => {
            await propose({ ...draft, totp }).unwrap();
            setDone(backofficeTexts.proposed);
            setAmount('');
            setReason('');
          }}
        />
      )}
      {deciding && (
        <ActionDialog
          title={`${deciding.decision === 'approve' ? backofficeTexts.approve : backofficeTexts.reject} · ${backofficeTexts.totpDialogTitle}`}
          confirmLabel={
            deciding.decision === 'approve' ? backofficeTexts.approve : backofficeTexts.reject
          }
          reason={deciding.decision === 'reject'}
          totp
          onClose={() => {
            setDeciding(null);
          }}
          onConfirm={async ({ reason: why, totp }) => {
            await decide({ ...deciding, reason: why, totp }).unwrap();
            setDone(backofficeTexts.done);
          }}
        />
      )}
    </>
  );
}
