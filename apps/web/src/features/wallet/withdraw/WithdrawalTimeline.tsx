// The steps still ahead are muted, so the current one is the last lit.
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatDayAndTime } from '@velas/domain/protection';
import type { Withdrawal, WithdrawalStep } from '@velas/domain/schemas/wallet';
import styled from 'styled-components';
import { visuallyHidden } from '#/ui/visuallyHidden.ts';
import { walletCopy } from '../copy.ts';

export const WITHDRAWAL_STEP_LABELS: Record<WithdrawalStep, string> = {
  requested: walletMessages.withdrawStepRequested,
  review: walletMessages.withdrawStatusReview,
  sent: walletMessages.withdrawStepSent,
  paid: walletMessages.withdrawStatusPaid,
  returned: walletMessages.withdrawStepReturned,
};

/** The step the withdrawal is at: the last one reached. */
export function currentStep(withdrawal: Pick<Withdrawal, 'timeline'>): WithdrawalStep {
  return withdrawal.timeline.at(-1)?.step ?? 'requested';
}

/** Every step of its path, reached or not: a returned one never shows "pago". */
function pathOf(withdrawal: Pick<Withdrawal, 'timeline' | 'status'>): WithdrawalStep[] {
  const reached = new Set(withdrawal.timeline.map((moment) => moment.step));
  const held = reached.has('review') || withdrawal.status === 'review';
  const returned = reached.has('returned');
  return [
    'requested',
    ...(held ? (['review'] as const) : []),
    ...(returned && !reached.has('sent') ? [] : (['sent'] as const)),
    returned ? 'returned' : 'paid',
  ];
}

const Steps = styled.ol`
  flex-basis: 100%;
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.type.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
    padding: 0;
    border: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    border: 2px solid currentColor;
  }
  li[data-reached='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-reached='true']::before {
    background: currentColor;
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
  .ahead {
    ${visuallyHidden}
  }
  time {
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const moments = new Map(withdrawal.timeline.map((moment) => [moment.step, moment.at]));
  const current = currentStep(withdrawal);
  return (
    <Steps aria-label={walletCopy.withdrawalSteps}>
      {pathOf(withdrawal).map((step) => {
        const at = moments.get(step);
        return (
          <li
            key={step}
            data-reached={at !== undefined}
            aria-current={step === current ? 'step' : undefined}
          >
            <span>{WITHDRAWAL_STEP_LABELS[step]}</span>
            {at === undefined ? (
              <span className="ahead">{walletMessages.withdrawStepAhead}</span>
            ) : (
              <time dateTime={at}>{formatDayAndTime(Date.parse(at))}</time>
            )}
          </li>
        );
      })}
    </Steps>
  );
}
