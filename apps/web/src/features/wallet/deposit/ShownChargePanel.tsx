// A new charge reserves the limit at once, said under "Mais opções" so its
// code stays on a phone's first screen.
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents } from '@velas/domain/money';
import type { Deposit } from '@velas/domain/schemas/wallet';
import { Alert } from '@velas/web-core/ui/Alert';
import { Muted } from '@velas/web-core/ui/Card';
import { expiryClock } from './chargeClock.ts';
import { PixPanel } from './PixPanel.tsx';

/** "Você tem um Pix de R$ 50,00 aguardando pagamento (expira às 18:06). …", São Paulo time. */
function openChargeSentence(deposit: Pick<Deposit, 'amount' | 'expiresAt'>): string {
  return fill(walletMessages.openPixCharge, {
    valor: formatCents(deposit.amount),
    hora: expiryClock(deposit),
  });
}

/** A charge on screen: brought back with the time left on the api's clock, or just created. */
export interface ShownCharge {
  deposit: Deposit;
  secondsLeft?: number;
}

interface ShownChargePanelProps {
  shown: ShownCharge;
  /** "Novo": back to an empty form. */
  onNew: () => void;
}

export function ShownChargePanel({ shown, onNew }: ShownChargePanelProps) {
  return (
    <PixPanel
      key={shown.deposit.id}
      initial={shown.deposit}
      secondsLeft={shown.secondsLeft}
      newChargeNote={
        shown.secondsLeft === undefined && <Muted>{walletMessages.newPixCountsInLimit}</Muted>
      }
      reopenedNote={
        shown.secondsLeft !== undefined && (
          <Alert tone="info">
            <p>{openChargeSentence(shown.deposit)}</p>
            <p>{walletMessages.openPixStartOver}</p>
          </Alert>
        )
      }
      onNew={onNew}
    />
  );
}
