import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { responsiblePlayCopy } from './copy.ts';
import { LimitsForm } from './LimitsForm.tsx';
import { LimitsInForce } from './LimitsInForce.tsx';
import { ReminderSetting } from './ReminderSetting.tsx';

export function LimitsPanel({ status }: { status: ProtectionStatus }) {
  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">{responsiblePlayCopy.limitsTitle}</h2>
      <LimitsInForce status={status} />
      <LimitsForm status={status} />
      <ReminderSetting minutes={status.realityCheckMinutes} />
    </section>
  );
}
