// One dialog for every action: money actions ask a fresh TOTP code; a release
// above the four-eyes amount becomes a proposal.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { useState } from 'react';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { useStaffMay } from '#/core/useStaffMay.ts';
import { useQueueActionMutation } from './api/queuesApi.ts';
import { CpfClaimsCard } from './queue-cards/CpfClaimsCard.tsx';
import { HeldWinsCard } from './queue-cards/HeldWinsCard.tsx';
import { HeldWithdrawalsCard } from './queue-cards/HeldWithdrawalsCard.tsx';
import { KycResultsCard } from './queue-cards/KycResultsCard.tsx';
import type { PendingAction } from './queue-cards/queue.ts';
import { StuckPayoutsCard } from './queue-cards/StuckPayoutsCard.tsx';
import { UncreditedPaymentsCard } from './queue-cards/UncreditedPaymentsCard.tsx';

export function QueuesScreen() {
  const may = useStaffMay();
  const [act] = useQueueActionMutation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (next: PendingAction) => {
    setDone(null);
    setPending(next);
  };
  const card = { may, open };

  return (
    <>
      <h1>{backofficeTexts.queuesTitle}</h1>
      {done && <Alert tone="success">{done}</Alert>}
      {may('withdrawals.queue') && (
        <>
          <HeldWithdrawalsCard {...card} />
          <HeldWinsCard {...card} />
        </>
      )}
      {may('payouts.queue') && <StuckPayoutsCard {...card} />}
      {may('received.queue') && <UncreditedPaymentsCard {...card} />}
      {may('cpf_claims.queue') && <CpfClaimsCard {...card} />}
      {may('kyc.queue') && <KycResultsCard {...card} />}
      {pending && (
        <ActionDialog
          title={
            pending.totp ? `${pending.title} · ${backofficeTexts.totpDialogTitle}` : pending.title
          }
          confirmLabel={backofficeTexts.confirm}
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
            setDone(backofficeTexts.done);
          }}
        />
      )}
    </>
  );
}
