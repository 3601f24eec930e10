import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { useState } from 'react';
import { useAppSelector } from '#/core/hooks.ts';
import { useStaffMay } from '#/core/useStaffMay.ts';
import { AdjustmentFormCard } from './AdjustmentFormCard.tsx';
import { OpenProposalsCard, type PendingDecision } from './OpenProposalsCard.tsx';
import { DecideDialog, ProposeDialog } from './ProposalDialogs.tsx';
import { useAdjustmentDraft } from './useAdjustmentDraft.ts';

export function ProposalsScreen() {
  const me = useAppSelector((state) => state.session.me);
  const may = useStaffMay();
  const mayPropose = may('adjustments.propose');
  const adjustment = useAdjustmentDraft();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <h1>{backofficeTexts.proposalsTitle}</h1>
      {done && <Alert tone="success">{done}</Alert>}
      {mayPropose && <AdjustmentFormCard adjustment={adjustment} />}
      {me && may('adjustments.approve') && (
        <OpenProposalsCard staffId={me.id} mayReject={mayPropose} onDecide={setDeciding} />
      )}
      {adjustment.draft && (
        <ProposeDialog
          draft={adjustment.draft}
          direction={adjustment.fields.direction}
          onClose={adjustment.dropDraft}
          onProposed={() => {
            setDone(backofficeTexts.proposed);
            adjustment.clearAmountAndReason();
          }}
        />
      )}
      {deciding && (
        <DecideDialog
          deciding={deciding}
          onClose={() => {
            setDeciding(null);
          }}
          onDone={() => {
            setDone(backofficeTexts.done);
          }}
        />
      )}
    </>
  );
}
