import { toSaoPaulo } from '@velas/domain/calendar';
import { messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import type { Deposit } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Check, Copy } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { api } from '../../../core/api';
import { useAppDispatch } from '../../../core/hooks';
import { mediaQueries } from '../../../core/theme/media';
import { useCopyText } from '../../../lib/useCopyText';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { usePublicSettings } from '../../../services/settingsApi';
import {
  useCancelDepositMutation,
  useDepositQuery,
  usePaySandboxDepositMutation,
} from '../../../services/walletApi';
import { Icon } from '../../../ui/Icon';
import { depositCopy } from './copy';
import { PixReceipt } from './PixReceipt';
import { formatTimeLeft, useCountdown } from './useCountdown';

const POLL_MS = 5000;

/**
 * How long the charge accepts payment, from the api's answer: the payment
 * provider sets `expiresAt` (docs/product.md#wallet-deposits), so it is not
 * always 400 s. Counted from the charge's creation on the api's clock rather
 * than against the phone's clock, which is often minutes off; the panel
 * opens right after the charge is created.
 */
export function chargeLifetimeSeconds(deposit: Pick<Deposit, 'createdAt' | 'expiresAt'>): number {
  return secondsLeftAt(deposit, deposit.createdAt);
}

const Layout = styled.div`
  display: grid;
  gap: 12px;
  justify-items: center;
  text-align: center;
  img {
    width: min(240px, 70vw);
    height: auto;
    background: #fff;
    padding: 8px;
    border-radius: 6px;
  }
  textarea {
    width: 100%;
    min-height: 88px;
    font: inherit;
    font-size: 0.85rem;
    word-break: break-all;
    border-radius: 6px;
    padding: 8px;
    background: transparent;
    color: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Code = styled.details`
  width: 100%;
  summary {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touch};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;

type ChargeState = 'pending' | 'paid' | 'closed';

const Status = styled.p<{ $state: ChargeState }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $state }) =>
    $state === 'paid'
      ? theme.colors.gain
      : $state === 'pending'
        ? theme.colors.warning
        : theme.colors.muted};
`;

const Sandbox = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: 6px;
  padding: 10px;
  width: 100%;
`;

/** "18:06": the clock time a charge stops accepting payment, São Paulo time. */
export function expiryClock(deposit: Pick<Deposit, 'expiresAt'>): string {
  return toSaoPaulo(Date.parse(deposit.expiresAt)).time.slice(0, 5);
}

/**
 * Seconds a charge still accepts payment at `now`, both on the api's clock
 * (GET api/deposits/open answers its `now`): a charge brought back minutes
 * after it was created, or, from its `createdAt`, one just created.
 */
export function secondsLeftAt(deposit: Pick<Deposit, 'expiresAt'>, now: string): number {
  const milliseconds = Date.parse(deposit.expiresAt) - Date.parse(now);
  return Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
}

/**
 * The Pix screen (docs/product.md#wallet-deposits): QR, copy-and-paste code, Pendente and the
 * countdown to the charge's own expiry. `secondsLeft` for a charge brought
 * back; a charge just created counts its whole lifetime. Once paid, expired
 * or cancelled the code goes: nothing on screen looks payable any more.
 * A phone cannot scan its own screen: there "Copiar código Pix" comes first,
 * on the first screen, then the code, and the QR (for another device) last.
 */
export function PixPanel({
  initial,
  onNew,
  secondsLeft: left,
  pendingNote,
}: {
  initial: Deposit;
  onNew: () => void;
  secondsLeft?: number;
  /**
   * Shown under the code and its actions while the charge may still be paid:
   * the amount and the code come first (docs/product.md#wallet-deposits).
   */
  pendingNote?: ReactNode;
}) {
  const secondsLeft = useCountdown(left ?? chargeLifetimeSeconds(initial));
  const { outcome: copyOutcome, copy } = useCopyText();
  const copied = copyOutcome === 'copied';
  // Only a demo pays its own deposits; production's route does not exist
  // (docs/product.md#demo-and-production).
  const pixSandbox = usePublicSettings()?.mode === 'demo';
  const dispatch = useAppDispatch();
  const { data, refetch, isFetching } = useDepositQuery(initial.id, {
    pollingInterval: secondsLeft > 0 ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [paySandbox, { isLoading: paying, error: payError }] = usePaySandboxDepositMutation();
  const [cancelCharge, { data: cancelAnswer, isLoading: cancelling, error: cancelError }] =
    useCancelDepositMutation();
  // The cancel's own answer first: a poll that left before it must not show the code again.
  const deposit = cancelAnswer?.data ?? data?.data ?? initial;
  const paid = deposit.status === 'paid';
  const cancelled = deposit.status === 'cancelled';
  const expired = !paid && !cancelled && (deposit.status === 'expired' || secondsLeft === 0);

  useEffect(() => {
    // A payment seen by polling changes the balance everywhere.
    if (paid) dispatch(api.util.invalidateTags(['Me', 'Transactions', 'Protection']));
  }, [paid, dispatch]);

  const phone = useMediaQuery(mediaQueries.phone);
  const qrCode = <img src={`data:image/png;base64,${deposit.image}`} alt={depositCopy.qrAlt} />;
  // The raw code is for the rare app that will not take the copy: folded,
  // so four broken lines of digits never sit between the QR and the buttons.
  const codeField = (
    // Opened when the browser refused the copy: the code is then the way to pay.
    <Code open={copyOutcome === 'refused' || undefined}>
      <summary>{depositCopy.showCode}</summary>
      <label htmlFor="pix-code">{depositCopy.codeLabel}</label>
      <textarea id="pix-code" readOnly value={deposit.code} />
    </Code>
  );
  const copyButton = (
    <>
      <Button
        type="button"
        $block
        onClick={() => {
          copy(deposit.code);
        }}
      >
        <Icon icon={copied ? Check : Copy} />
        <span aria-live="polite">{copied ? depositCopy.copied : depositCopy.copyCode}</span>
      </Button>
      {copyOutcome === 'refused' && (
        <Alert tone="warning" announce="alert">
          {depositCopy.copyRefused}
        </Alert>
      )}
    </>
  );

  const pending = !paid && !expired && !cancelled;
  const state: ChargeState = paid ? 'paid' : pending ? 'pending' : 'closed';
  const statusText = paid
    ? messages.pixPaid
    : cancelled
      ? messages.recordCancelled
      : expired
        ? messages.recordExpired
        : messages.pixPending;
  return (
    <Layout>
      <p>
        {depositCopy.amount} <strong>{formatCents(deposit.amount)}</strong>
      </p>
      <Status $state={state} role="status">
        {statusText}
      </Status>
      {pending && (
        <p>
          {messages.pixDeadline}{' '}
          <strong aria-label={depositCopy.timeLeftLabel}>{formatTimeLeft(secondsLeft)}</strong>
        </p>
      )}
      {expired && <Alert tone="warning">{messages.depositExpired}</Alert>}
      {cancelled && <Alert tone="warning">{messages.depositCancelled}</Alert>}
      {paid && <Alert tone="success">{depositCopy.paidAlert}</Alert>}
      {paid && <PixReceipt deposit={deposit} />}
      {/* Only a charge that can still be paid shows something to pay with. */}
      {pending && phone && (
        // A phone cannot scan its own screen: the copy button first, the QR
        // for another device next, the raw code folded last
        // (docs/product.md#wallet-deposits).
        <>
          {copyButton}
          {qrCode}
          {codeField}
        </>
      )}
      {pending && !phone && (
        <>
          {qrCode}
          {copyButton}
          {codeField}
        </>
      )}
      {paid && (
        // A used code is nothing to copy: the next steps are the actions
        // (docs/product.md#wallet-deposits).
        <Actions>
          <Button type="button" $variant="secondary" onClick={onNew}>
            {depositCopy.newDeposit}
          </Button>
          <InternalButtonLink to="/admin/dashboard">{depositCopy.goHome}</InternalButtonLink>
        </Actions>
      )}
      {state === 'closed' && (
        // An expired or cancelled code can no longer be paid: a new one is the way on.
        <Actions>
          <Button type="button" onClick={onNew}>
            {depositCopy.newPix}
          </Button>
          <InternalButtonLink to="/admin/dashboard" $variant="secondary">
            {depositCopy.goHome}
          </InternalButtonLink>
        </Actions>
      )}
      {pending && (
        // Each button names its object: a new charge (this one stays payable
        // until it expires), asking whether this one was paid, or cancelling
        // it, which frees the loss limit it holds.
        <Actions>
          <Button type="button" $variant="secondary" onClick={onNew}>
            {depositCopy.newPix}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            {depositCopy.checkPayment}
          </Button>
          <Button
            type="button"
            $variant="quiet"
            disabled={cancelling}
            onClick={() => void cancelCharge(deposit.id)}
          >
            {depositCopy.cancelPix}
          </Button>
        </Actions>
      )}
      {cancelError && <Alert>{cancelError.message}</Alert>}
      {pending && <Muted>{statementTexts.pixWaiting}</Muted>}
      {pending && pendingNote}
      {pixSandbox && pending && (
        <Sandbox>
          <p>
            <strong>{depositCopy.sandboxTitle}</strong> {depositCopy.sandboxText}
          </p>
          <Button
            type="button"
            $variant="secondary"
            disabled={paying}
            onClick={() => void paySandbox(deposit.id)}
          >
            {depositCopy.simulatePayment}
          </Button>
          {payError && <Alert>{payError.message}</Alert>}
        </Sandbox>
      )}
    </Layout>
  );
}
