import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents, toCents } from '@velas/domain/money';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { useDecideProposalMutation, useProposeAdjustmentMutation } from './api/proposalsApi.ts';
import type { PendingDecision } from './OpenProposalsCard.tsx';
import type { AdjustmentDraft, Direction } from './useAdjustmentDraft.ts';

export function ProposeDialog({
  draft,
  direction,
  onProposed,
  onClose,
}: {
  draft: AdjustmentDraft;
  /** The form's direction, named in the summary. */
  direction: Direction;
  onProposed: () => void;
  onClose: () => void;
}) {
  const [propose] = useProposeAdjustmentMutation();
  return (
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
      onClose={onClose}
      onConfirm={async ({ totp }) => {
        await propose({ ...draft, totp }).unwrap();
        onProposed();
      }}
    />
  );
}

export function DecideDialog({
  deciding,
  onDone,
  onClose,
}: {
  deciding: PendingDecision;
  onDone: () => void;
  onClose: () => void;
}) {
  const [decide] = useDecideProposalMutation();
  const label = deciding.decision === 'approve' ? backofficeTexts.approve : backofficeTexts.reject;
  return (
    <ActionDialog
      title={`${label} · ${backofficeTexts.totpDialogTitle}`}
      confirmLabel={label}
      reason={deciding.decision === 'reject'}
      totp
      onClose={onClose}
      onConfirm={async ({ reason, totp }) => {
        await decide({ ...deciding, reason, totp }).unwrap();
        onDone();
      }}
    />
  );
}
