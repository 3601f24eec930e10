// "Seus saques": the latest withdrawals with their state, age and timeline.
// The age is counted on the api's clock
// (the list's `now`), not the phone's.
import { withdrawalClockSentence } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents } from '@velas/domain/money';
import { formatDayAndTime } from '@velas/domain/protection';
import type { Withdrawal, WithdrawalStep } from '@velas/domain/schemas/wallet';
import { Card, Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { useWithdrawalsQuery } from '#/services/walletApi.ts';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { walletCopy } from '../copy.ts';
import { DemoPayoutFailure } from './DemoPayoutFailure.tsx';
import { shownPixKey } from './pixKey.ts';
import { useApiNow } from './useApiNow.ts';
import { currentStep, WITHDRAWAL_STEP_LABELS, WithdrawalTimeline } from './WithdrawalTimeline.tsx';

const POLL_MS = 5000;
/** A held withdrawal waits for a person: asked again less often. */
const REVIEW_POLL_MS = 30_000;

/** Pill colours: paid in gain, on its way in warning, returned in loss (with its words). */
const STEP_TONES: Record<WithdrawalStep, 'gain' | 'warning' | 'loss'> = {
  requested: 'warning',
  review: 'warning',
  sent: 'warning',
  paid: 'gain',
  returned: 'loss',
};

/* Each withdrawal: the amount in bold and its state as a pill, then its age and steps, muted. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .amount {
    font-size: ${({ theme }) => theme.type.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .why,
  .clock,
  .where {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

/* A paid one: its one line is the summary, the amount and chip apart, key and day under the amount. */
const Paid = styled.details`
  flex-basis: 100%;
  ${disclosureSummary}
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: 0 12px;
    color: inherit;
    font-weight: inherit;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '›';
    grid-column: 3;
    grid-row: 1 / span 2;
    align-self: center;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.lg};
  }
  &[open] summary::after {
    transform: rotate(90deg);
  }
  .where {
    grid-column: 1;
    overflow-wrap: anywhere;
  }
  /* The key and the day move to the next line whole: never "30/11 às" over "10:24". */
  .key,
  .when {
    display: inline-block;
    max-width: 100%;
  }
  .when {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .chip {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
  }
  .clock {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Pill = styled.span<{ $tone: 'gain' | 'warning' | 'loss' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: 999px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
  white-space: nowrap;
`;

/** `except`: the withdrawal whose receipt is on screen, which the list leaves to it. */
export function WithdrawalsList({ except = null }: { except?: number | null }) {
  const { data } = useWithdrawalsQuery(undefined);
  // Asked again for every withdrawal, the left-out one too: its receipt reads this answer.
  const processing = data?.data.some((item) => item.status === 'processing') ?? false;
  const held = data?.data.some((item) => item.status === 'review') ?? false;
  useWithdrawalsQuery(undefined, {
    pollingInterval: processing ? POLL_MS : held ? REVIEW_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const apiNow = useApiNow();
  const listed = data?.data.filter((item) => item.id !== except) ?? [];
  if (listed.length === 0 || apiNow === null) return null;
  return (
    <Card aria-labelledby="seus-saques">
      <h2 id="seus-saques">{walletCopy.yourWithdrawals}</h2>
      <List>
        {listed.map((item) => {
          const step = currentStep(item);
          return (
            <li key={item.id} aria-label={walletCopy.withdrawalOf(formatCents(item.amount))}>
              {item.status === 'paid' ? (
                <PaidWithdrawal
                  withdrawal={item}
                  sentence={withdrawalClockSentence(item, apiNow)}
                />
              ) : (
                <>
                  <span className="amount">{formatCents(item.amount)}</span>
                  <Pill $tone={STEP_TONES[step]}>{WITHDRAWAL_STEP_LABELS[step]}</Pill>
                  <span className="clock">{withdrawalClockSentence(item, apiNow)}</span>
                  {item.reviewMessage !== null && <span className="why">{item.reviewMessage}</span>}
                  <WithdrawalTimeline withdrawal={item} />
                  <DemoPayoutFailure withdrawal={item} />
                </>
              )}
            </li>
          );
        })}
      </List>
      {listed.some((item) => item.status === 'processing') && (
        <Muted>{walletCopy.processingNote}</Muted>
      )}
    </Card>
  );
}

/** One line (amount, masked key, day paid, "Pago"); opened, how long it took and its steps. */
function PaidWithdrawal({ withdrawal, sentence }: { withdrawal: Withdrawal; sentence: string }) {
  const paidAt = withdrawal.settledAt ?? withdrawal.createdAt;
  return (
    <Paid>
      <summary>
        <span className="amount">{formatCents(withdrawal.amount)}</span>
        <span className="where">
          {walletCopy.paidTo}{' '}
          <span className="key">{shownPixKey(withdrawal.pixType, withdrawal.pixKey)}</span>
          {'\u00a0·'}{' '}
          <time className="when" dateTime={paidAt}>
            {formatDayAndTime(Date.parse(paidAt))}
          </time>
        </span>
        <Pill className="chip" $tone="gain">
          {/* Short: the full "Pago na sua chave Pix" is in its timeline. */}
          {walletMessages.pixPaid}
        </Pill>
      </summary>
      <span className="clock">{sentence}</span>
      <WithdrawalTimeline withdrawal={withdrawal} />
    </Paid>
  );
}
