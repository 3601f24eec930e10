import { protectionMessages } from '@velas/domain/messages/protection';
import { fill, lossLimitCountSentence } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents } from '@velas/domain/money';
import {
  LOSS_PERIOD_LABELS,
  REALITY_CHECK_OPTIONS,
  formatDateAndTime,
} from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Label, Select } from '@velas/web-core/ui/Field';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LimitsFields, draftOf, limitsOf } from '../../components/limits/LimitsFields';
import { useSetLimitsMutation, useSetRealityCheckMutation } from '../../services/protectionApi';
import { responsiblePlayCopy } from './copy';
import { useFailureMessages } from './useFailureMessages';

const money = (cents: number) => formatCents(toCents(cents));

const describe = (limits: NonNullable<ProtectionStatus['limits']>) =>
  responsiblePlayCopy.limitsDescribed(
    formatCents(limits.lossLimit),
    LOSS_PERIOD_LABELS[limits.lossPeriod],
    String(limits.sessionMinutes),
  );

/** What the loss limit counts in the period, in words, then as a bar against the limit. */
const Usage = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  progress {
    width: 100%;
    height: 8px;
    margin: ${({ theme }) => theme.space(1)} 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The reminder is its own setting, saved on change: set apart from the
 * limits' button, at the limits form's width (docs/design.md#principles).
 */
const Reminder = styled.div`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Said before any change, so nobody looks for a button (docs/product.md#limits). */
const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

const Saved = styled.span`
  color: ${({ theme }) => theme.colors.gain};
  font-weight: 600;
  white-space: nowrap;
`;

export function LimitsPanel({ status }: { status: ProtectionStatus }) {
  const [draft, setDraft] = useState(() => draftOf(status.pending ?? status.limits ?? undefined));
  const [setLimits, { isLoading, isSuccess: limitsSaved, reset: resetLimits }] =
    useSetLimitsMutation();
  const [
    setRealityCheck,
    { isSuccess: reminderSaved, isLoading: reminderSaving, originalArgs: reminderChosen },
  ] = useSetRealityCheckMutation();
  const { errors, run } = useFailureMessages();
  const reminder = useFailureMessages();
  const realityId = useId();
  const { limits, period } = status;

  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">{responsiblePlayCopy.limitsTitle}</h2>
      {limits === null ? (
        <p role="alert">{responsiblePlayCopy.limitsLead}</p>
      ) : (
        <p>{responsiblePlayCopy.limitsInForce(describe(limits))}</p>
      )}
      {limits !== null && period !== null && (
        <Usage data-testid="loss-limit-usage">
          <p>
            {lossLimitCountSentence(
              limits.lossPeriod,
              period.net,
              limits.lossLimit,
              money,
              period.awaiting,
            )}
          </p>
          <Hint>{responsiblePlayCopy.lossLimitCounts}</Hint>
          <progress
            max={limits.lossLimit}
            value={Math.min(Math.max(0, period.net), limits.lossLimit)}
            aria-label={responsiblePlayCopy.lossLimitGauge}
          />
          <small>
            {responsiblePlayCopy.renewsAt(formatDateAndTime(Date.parse(period.renewsAt)))}
          </small>
        </Usage>
      )}
      {status.pending !== null && (
        <p role="status">
          {responsiblePlayCopy.pendingChange(
            describe(status.pending),
            formatDateAndTime(Date.parse(status.pending.effectiveAt)),
          )}
        </p>
      )}
      <form
        aria-label={responsiblePlayCopy.limits}
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => setLimits(limitsOf(draft)).unwrap());
        }}
      >
        <LimitsFields
          draft={draft}
          onChange={(next) => {
            resetLimits();
            setDraft(next);
          }}
        />
        <MessageList items={errors} />
        <SaveRow>
          <Button type="submit" disabled={isLoading}>
            {responsiblePlayCopy.saveLimits}
          </Button>
          <span role="status">
            {limitsSaved && <Saved>{protectionMessages.settingSaved}</Saved>}
          </span>
        </SaveRow>
      </form>
      <Reminder>
        <Label htmlFor={realityId}>{responsiblePlayCopy.reminderEvery}</Label>
        <Select
          id={realityId}
          value={status.realityCheckMinutes}
          aria-describedby={`${realityId}-hint`}
          disabled={reminderSaving}
          onChange={(event) => {
            void reminder.run(() =>
              setRealityCheck({ minutes: Number(event.target.value) }).unwrap(),
            );
          }}
        >
          {REALITY_CHECK_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {responsiblePlayCopy.minutes(minutes)}
            </option>
          ))}
        </Select>
        <Hint id={`${realityId}-hint`}>{walletMessages.reminderSavedOnChoice}</Hint>
        <MessageList items={reminder.errors} />
        <p role="status">
          {reminderSaved && reminderChosen && (
            <Saved>
              {fill(walletMessages.reminderSaved, { n: String(reminderChosen.minutes) })}
            </Saved>
          )}
        </p>
      </Reminder>
    </section>
  );
}
