import { HOUR_MS, MINUTE_MS, addMonthsInstant } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import {
  EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_PLATFORM_URL,
  formatDateAndTime,
  type PauseDuration,
} from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { Label, Select } from '@velas/web-core/ui/Field';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useNow } from '../../lib/useNow';
import { usePauseMutation, useSelfExcludeMutation } from '../../services/protectionApi';
import { responsiblePlayCopy } from './copy';
import { useFailureMessages } from './useFailureMessages';

const PAUSES: { duration: PauseDuration; label: string; ms: number }[] = [
  { duration: '24h', label: 'Pausar 24 horas', ms: 24 * HOUR_MS },
  { duration: '7d', label: 'Pausar 7 dias', ms: 7 * 24 * HOUR_MS },
  { duration: '30d', label: 'Pausar 30 dias', ms: 30 * 24 * HOUR_MS },
];

/** What the confirmation sheet is about to do. */
type Pending =
  | { kind: 'pause'; duration: PauseDuration; ms: number }
  | { kind: 'exclusion'; months: number | null };

function endSentence(pending: Pending, now: number): string {
  if (pending.kind === 'pause')
    return responsiblePlayCopy.pauseEnds(formatDateAndTime(now + pending.ms));
  if (pending.months === null) return responsiblePlayCopy.selfExclusionWithoutEnd;
  return responsiblePlayCopy.selfExclusionEnds(
    formatDateAndTime(addMonthsInstant(now, pending.months)),
  );
}

/* The sheet's two answers side by side, of equal weight (docs/design.md#clarity). */
const Answers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The exclusion's button under its period, with what it waits for while none is chosen. */
const ExclusionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const MONTHS = Array.from({ length: EXCLUSION_MAX_MONTHS }, (_, index) => index + 1);

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
  // No period is chosen for the player: they pick one, then confirm it.
  const [months, setMonths] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  // The sheet's dates count from now (a minute's accuracy is enough for a date and time).
  const now = useNow(MINUTE_MS);
  const ask = (next: Pending) => {
    setPending(next);
  };
  const confirm = (chosen: Pending) => {
    setPending(null);
    void run(() =>
      chosen.kind === 'pause'
        ? pause({ duration: chosen.duration }).unwrap()
        : selfExclude({ months: chosen.months }).unwrap(),
    );
  };
  const { errors, run } = useFailureMessages();
  const monthsId = useId();

  return (
    <section aria-labelledby="pause-title">
      <h2 id="pause-title">{responsiblePlayCopy.pauseTitle}</h2>
      <p>{responsiblePlayCopy.pauseLead}</p>
      {status.block !== null && <Alert tone="warning">{blockText(status.block)}</Alert>}
      <Actions>
        {PAUSES.map((option) => (
          <Button
            key={option.duration}
            type="button"
            $variant="secondary"
            onClick={() => {
              ask({ kind: 'pause', duration: option.duration, ms: option.ms });
            }}
          >
            {option.label}
          </Button>
        ))}
      </Actions>
      <Label htmlFor={monthsId}>{responsiblePlayCopy.selfExcludeFor}</Label>
      <Select
        id={monthsId}
        value={months}
        onChange={(event) => {
          setMonths(event.target.value);
        }}
      >
        <option value="" disabled>
          {responsiblePlayCopy.choosePeriod}
        </option>
        {MONTHS.map((count) => (
          <option key={count} value={String(count)}>
            {count === 1 ? responsiblePlayCopy.oneMonth : responsiblePlayCopy.months(String(count))}
          </option>
        ))}
        <option value="indefinite">{responsiblePlayCopy.indefinitely}</option>
      </Select>
      <ExclusionRow>
        <Button
          type="button"
          $variant="secondary"
          disabled={months === ''}
          onClick={() => {
            ask({ kind: 'exclusion', months: months === 'indefinite' ? null : Number(months) });
          }}
        >
          {responsiblePlayCopy.selfExclude}
        </Button>
        {months === '' && <small>{messages.exclusionChooseFirst}</small>}
      </ExclusionRow>
      {pending && (
        <Dialog
          open
          title={
            pending.kind === 'pause'
              ? responsiblePlayCopy.confirmPause
              : responsiblePlayCopy.confirmSelfExclusion
          }
          onClose={() => {
            setPending(null);
          }}
        >
          <p>{endSentence(pending, now)}</p>
          <Answers>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setPending(null);
              }}
            >
              {responsiblePlayCopy.cancel}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                confirm(pending);
              }}
            >
              {pending.kind === 'pause'
                ? responsiblePlayCopy.pause
                : responsiblePlayCopy.selfExclude}
            </Button>
          </Answers>
        </Dialog>
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
