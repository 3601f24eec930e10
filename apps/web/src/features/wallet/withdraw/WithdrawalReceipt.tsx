// Its state comes from "Seus saques", which leaves this one out, so it shows once.
import { fill, withdrawalClockSentence } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, type Cents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import { STATEMENT_PATH } from '@velas/domain/routes';
import type { WithdrawalStep } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { useWithdrawalsQuery } from '#/services/walletApi.ts';
import { walletCopy } from '../copy.ts';
import { ReceiptFacts } from '../ReceiptFacts.ts';
import { withdrawCopy } from './copy.ts';
import { DemoPayoutFailure } from './DemoPayoutFailure.tsx';
import { useApiNow } from './useApiNow.ts';
import { currentStep, WithdrawalTimeline } from './WithdrawalTimeline.tsx';

/** What the confirmation answered, enough for the receipt before the list has it. */
export interface RequestedWithdrawal {
  id: number;
  amount: Cents;
  /** The key as the form showed it: masked. */
  keyShown: string;
}

const Receipt = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The headline says the step the timeline under it is at. */
const HEADLINES: Record<WithdrawalStep, string> = {
  requested: walletMessages.withdrawRequested,
  review: walletMessages.withdrawReceiptReview,
  sent: walletMessages.withdrawReceiptSent,
  paid: walletMessages.withdrawReceiptPaid,
  returned: walletMessages.withdrawReceiptReturned,
};

export function WithdrawalReceipt({
  requested,
  onNew,
}: {
  requested: RequestedWithdrawal;
  onNew: () => void;
}) {
  const { data } = useWithdrawalsQuery(undefined);
  const apiNow = useApiNow();
  const withdrawal = data?.data.find((item) => item.id === requested.id);
  const step = withdrawal ? currentStep(withdrawal) : 'requested';
  return (
    <Receipt aria-label={withdrawCopy.receiptTitle}>
      <h3>{withdrawCopy.receiptTitle}</h3>
      <Alert tone={step === 'returned' ? 'warning' : 'success'}>
        {fill(HEADLINES[step], { valor: formatCents(requested.amount) })}
      </Alert>
      <ReceiptFacts>
        <dt>{withdrawCopy.receiptAmount}</dt>
        <dd className="amount">{formatCents(requested.amount)}</dd>
        <dt>{withdrawCopy.receiptKey}</dt>
        <dd>{requested.keyShown}</dd>
        {withdrawal && (
          <>
            <dt>{withdrawCopy.receiptRequestedAt}</dt>
            <dd>{formatDateAndTime(Date.parse(withdrawal.createdAt))}</dd>
          </>
        )}
      </ReceiptFacts>
      {withdrawal && withdrawal.reviewMessage !== null && <p>{withdrawal.reviewMessage}</p>}
      {withdrawal && (
        <>
          <WithdrawalTimeline withdrawal={withdrawal} />
          {apiNow !== null && <Muted>{withdrawalClockSentence(withdrawal, apiNow)}</Muted>}
          {withdrawal.status === 'processing' && <Muted>{walletCopy.processingNote}</Muted>}
          <DemoPayoutFailure withdrawal={withdrawal} />
        </>
      )}
      <Actions>
        <InternalButtonLink to={STATEMENT_PATH} $variant="secondary" $block>
          {statementTexts.receiptSeeStatement}
        </InternalButtonLink>
        <Button type="button" $variant="secondary" $block onClick={onNew}>
          {withdrawCopy.newWithdrawal}
        </Button>
        <InternalButtonLink to="/admin/dashboard" $variant="quiet" $block>
          {withdrawCopy.goHome}
        </InternalButtonLink>
      </Actions>
    </Receipt>
  );
}
