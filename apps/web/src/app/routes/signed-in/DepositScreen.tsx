import { QUICK_AMOUNTS_DEPOSIT_SCREEN } from '@velas/domain/constants';
import { Card } from '@velas/web-core/ui/Card';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { LossLimitAtDeposit } from '#/features/responsible-play/LossLimitAtDeposit.tsx';
import { DepositFlow } from '#/features/wallet/deposit/DepositFlow.tsx';
import { DepositMinimumLine } from '#/features/wallet/deposit/DepositMinimumLine.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { signedInScreensCopy } from './copy.ts';

export default function DepositScreen() {
  return (
    <NarrowColumn $width={520}>
      <Card aria-labelledby="deposito-titulo">
        {/* The spec's own heading; the sub-line says how and from how much. */}
        <h2 id="deposito-titulo">{signedInScreensCopy.depositTitle}</h2>
        <DepositMinimumLine />
        <LossLimitAtDeposit />
        <DepositFlow quickAmounts={QUICK_AMOUNTS_DEPOSIT_SCREEN} />
        <p>
          <SupportLink message={signedInScreensCopy.depositSupportMessage} />
        </p>
      </Card>
    </NarrowColumn>
  );
}
