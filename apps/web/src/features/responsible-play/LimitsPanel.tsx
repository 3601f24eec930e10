// The limits in force first; the form that changes them one tap away, since
// most visits read the limits and few change them (the screen was the app's
// wordiest). With no limits yet, the form is the screen's point: open.
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import styled from 'styled-components';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { responsiblePlayCopy } from './copy.ts';
import { LimitsForm } from './LimitsForm.tsx';
import { LimitsInForce } from './LimitsInForce.tsx';
import { ReminderSetting } from './ReminderSetting.tsx';

const Change = styled.details`
  ${disclosureSummary}
`;

export function LimitsPanel({ status }: { status: ProtectionStatus }) {
  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">{responsiblePlayCopy.limitsTitle}</h2>
      <LimitsInForce status={status} />
      <Change open={status.limits === null}>
        <summary>{responsiblePlayCopy.changeLimits}</summary>
        <LimitsForm status={status} />
      </Change>
      <ReminderSetting minutes={status.realityCheckMinutes} />
    </section>
  );
}
