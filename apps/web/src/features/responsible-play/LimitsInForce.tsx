import { formatCents } from '@velas/domain/money';
import { LOSS_PERIOD_LABELS, formatDateAndTime } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { responsiblePlayCopy } from './copy.ts';
import { LossLimitUsage } from './LossLimitUsage.tsx';

const describe = (limits: NonNullable<ProtectionStatus['limits']>) =>
  responsiblePlayCopy.limitsDescribed(
    formatCents(limits.lossLimit),
    LOSS_PERIOD_LABELS[limits.lossPeriod],
    String(limits.sessionMinutes),
  );

export function LimitsInForce({ status }: { status: ProtectionStatus }) {
  const { limits, period, pending } = status;
  return (
    <>
      {limits === null ? (
        <p role="alert">{responsiblePlayCopy.limitsLead}</p>
      ) : (
        <p>{responsiblePlayCopy.limitsInForce(describe(limits))}</p>
      )}
      {limits !== null && period !== null && <LossLimitUsage limits={limits} period={period} />}
      {pending !== null && (
        <p role="status">
          {responsiblePlayCopy.pendingChange(
            describe(pending),
            formatDateAndTime(Date.parse(pending.effectiveAt)),
          )}
        </p>
      )}
    </>
  );
}
