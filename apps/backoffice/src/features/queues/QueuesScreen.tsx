// The queues the signed-in role may read, one QueueCard per queue, each
// configured in queue-cards/: a table oldest first with its age, amount and state, and the actions
// that close an item (docs/operations/back-office-queues.md#back-office-queues-and-actions). The
// screen holds the one dialog every action opens: money actions ask a fresh
// TOTP code; a release above the four-eyes amount becomes a proposal.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { useState } from 'react';
import { ActionDialog } from '#/components/ActionDialog.tsx';
import { useStaffMay } from '#/core/useStaffMay.ts';
import { useQueueActionMutation } from './api/queuesApi.ts';
import { cpfClaims } from './queue-cards/cpfClaims.tsx';
import { heldWins } from './queue-cards/heldWins.tsx';
import { heldWithdrawals } from './queue-cards/heldWithdrawals.tsx';
import { kycResults } from './queue-cards/kycResults.tsx';
import { QueueCard } from './queue-cards/QueueCard.tsx';
import type { PendingAction } from './queue-cards/queueParts.tsx';
import { stuckPayouts } from './queue-cards/stuckPayouts.tsx';
import { uncreditedPayments } from './queue-cards/uncreditedPayments.tsx';

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
          <QueueCard queue={heldWithdrawals} {...card} />
          <QueueCard queue={heldWins} {...card} />
        </>
      )}
      {may('payouts.queue') && <QueueCard queue={stuckPayouts} {...card} />}
      {may('received.queue') && <QueueCard queue={uncreditedPayments} {...card} />}
      {may('cpf_claims.queue') && <QueueCard queue={cpfClaims} {...card} />}
      {may('kyc.queue') && <QueueCard queue={kycResults} {...card} />}
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
