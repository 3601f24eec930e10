import type { Deposit } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import { Muted } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { chargeLifetimeSeconds } from './chargeClock.ts';
import { PixChargeActions } from './PixChargeActions.tsx';
import { PixChargeStatus } from './PixChargeStatus.tsx';
import { PixPaymentMeans } from './PixPaymentMeans.tsx';
import { SandboxPayment } from './SandboxPayment.tsx';
import { usePixCharge } from './usePixCharge.ts';

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

/** Once paid, expired or cancelled the code goes: nothing on screen looks payable any more. */
export function PixPanel({
  initial,
  onNew,
  secondsLeft,
  newChargeNote,
  reopenedNote,
}: {
  initial: Deposit;
  onNew: () => void;
  secondsLeft?: number;
  /** Said in "Mais opções" of a charge just created: what it holds of the loss limit. */
  newChargeNote?: ReactNode;
  reopenedNote?: ReactNode;
}) {
  const charge = usePixCharge(initial, secondsLeft ?? chargeLifetimeSeconds(initial));
  const pending = charge.phase === 'pending';
  return (
    <Layout>
      <PixChargeStatus charge={charge} />
      {/* Only a charge that can still be paid shows something to pay with. */}
      {pending && <PixPaymentMeans charge={charge} onNew={onNew} note={newChargeNote} />}
      <PixChargeActions charge={charge} onNew={onNew} />
      {pending && <Muted>{statementTexts.pixWaiting}</Muted>}
      {pending && reopenedNote}
      {pending && <SandboxPayment depositId={charge.deposit.id} />}
    </Layout>
  );
}
