// One Idempotency-Key per attempt.
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents, type Cents } from '@velas/domain/money';
import { useState } from 'react';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { useOpenDepositsQuery } from '#/services/walletApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { secondsLeftAt } from './chargeClock.ts';
import { DepositAmountStep } from './DepositAmountStep.tsx';
import { ShownChargePanel, type ShownCharge } from './ShownChargePanel.tsx';
import { useDepositForm } from './useDepositForm.ts';

/** The limit less the period's net position, open charges included; null without limits. */
function useDepositRoom(): Cents | null {
  const { data } = useProtectionStatusQuery(undefined);
  if (!data?.limits || !data.period) return null;
  return toCents(Math.max(0, data.limits.lossLimit - Math.max(0, data.period.net)));
}

interface DepositFlowProps {
  quickAmounts: readonly Cents[];
  /** Runs before the Pix is created (the top modal's balance update); throws the message to show. */
  beforeCreate?: (amount: Cents) => Promise<void>;
}

export function DepositFlow({ quickAmounts, beforeCreate }: DepositFlowProps) {
  // Until the KYC status has answered, "Gerar Pix" stays busy: a tap in that
  // window would otherwise tell an approved player they are not approved.
  const { data: kyc, isLoading: kycLoading } = useKycStatusQuery(undefined);
  const [shown, setShown] = useState<ShownCharge | null>(null);
  // Kept here, not in the form: the form is unmounted while the Pix is
  // created, and a refused amount must still be in the field.
  const [input, setInput] = useState('');
  const room = useDepositRoom();
  // An open charge is brought back once per visit; "Novo" goes to the form.
  const open = useOpenDepositsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [startedOver, setStartedOver] = useState(false);

  const needsKyc = kyc !== undefined && !kyc.isApproved;
  const form = useDepositForm({
    input,
    room,
    kyc,
    beforeCreate,
    onCreated: (deposit) => {
      setShown({ deposit });
    },
  });

  // The player comes back to the charge they may still pay, never to an empty
  // form that would reserve the limit twice. Kept once shown, so paying it
  // leaves the paid panel on screen.
  const reopened = startedOver || shown ? undefined : open.data?.data[0];
  if (reopened && open.data) {
    setShown({ deposit: reopened, secondsLeft: secondsLeftAt(reopened, open.data.now) });
  }
  if (form.busy) return <Loading label={walletMessages.processing} />;
  if (shown) {
    return (
      <ShownChargePanel
        shown={shown}
        onNew={() => {
          setStartedOver(true);
          setShown(null);
          setInput('');
        }}
      />
    );
  }
  if (open.isLoading) return <Loading label={commonMessages.loadingInformation} />;
  return (
    <DepositAmountStep
      form={form}
      amountError={form.amountError}
      quickAmounts={quickAmounts}
      value={input}
      onValueChange={setInput}
      maxAmount={room}
      busy={kycLoading}
      needsKyc={needsKyc}
    />
  );
}
