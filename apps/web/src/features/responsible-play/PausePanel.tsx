import { MINUTE_MS } from '@velas/domain/calendar';
import { SELF_EXCLUSION_PLATFORM_URL, formatDateAndTime } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { useState } from 'react';
import { useNow } from '#/lib/useNow.ts';
import { usePauseMutation, useSelfExcludeMutation } from '#/services/protectionApi.ts';
import { ConfirmProtectionDialog, type ProtectionChoice } from './ConfirmProtectionDialog.tsx';
import { responsiblePlayCopy } from './copy.ts';
import { PauseButtons } from './PauseButtons.tsx';
import { SelfExclusionPicker } from './SelfExclusionPicker.tsx';
import { useFailureMessages } from './useFailureMessages.ts';

function blockText(block: NonNullable<ProtectionStatus['block']>): string {
  const what =
    block.kind === 'pause'
      ? responsiblePlayCopy.blockedPause
      : responsiblePlayCopy.blockedSelfExclusion;
  if (block.endsAt === null) return responsiblePlayCopy.blockedIndefinitely(what);
  return responsiblePlayCopy.blockedUntil(what, formatDateAndTime(Date.parse(block.endsAt)));
}

export function PausePanel({ status }: { status: ProtectionStatus }) {
  const [pause] = usePauseMutation();
  const [selfExclude] = useSelfExcludeMutation();
  const [pending, setPending] = useState<ProtectionChoice | null>(null);
  // The sheet's dates count from now (a minute's accuracy is enough for a date and time).
  const now = useNow(MINUTE_MS);
  const { errors, run } = useFailureMessages();
  const confirm = (chosen: ProtectionChoice) => {
    setPending(null);
    void run(() =>
      chosen.kind === 'pause'
        ? pause({ duration: chosen.duration }).unwrap()
        : selfExclude({ months: chosen.months }).unwrap(),
    );
  };
  const cancel = () => {
    setPending(null);
  };

  return (
    <section aria-labelledby="pause-title">
      <h2 id="pause-title">{responsiblePlayCopy.pauseTitle}</h2>
      <p>{responsiblePlayCopy.pauseLead}</p>
      {status.block !== null && <Alert tone="warning">{blockText(status.block)}</Alert>}
      <PauseButtons onAsk={setPending} />
      <SelfExclusionPicker onAsk={setPending} />
      {pending && (
        <ConfirmProtectionDialog choice={pending} now={now} onCancel={cancel} onConfirm={confirm} />
      )}
      <MessageList items={errors} />
      <p>
        {responsiblePlayCopy.excludeEverywhere}
        <a href={SELF_EXCLUSION_PLATFORM_URL} target="_blank" rel="noreferrer">
          {responsiblePlayCopy.federalPlatformName}
        </a>
        .
      </p>
    </section>
  );
}
