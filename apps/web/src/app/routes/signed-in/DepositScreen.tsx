import { QUICK_AMOUNTS_DEPOSIT_SCREEN } from '@velas/domain/constants';
import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { SupportLink } from '../../../components/support/SupportLink';
import { LossLimitAtDeposit } from '../../../features/responsible-play/LossLimitAtDeposit';
import { DepositFlow } from '../../../features/wallet/deposit/DepositFlow';
import { DepositMinimumLine } from '../../../features/wallet/deposit/DepositMinimumLine';
import { signedInScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 520px;
  margin: 0 auto;
`;

export default function DepositScreen() {
  return (
    <Narrow>
      <Card aria-labelledby="deposito-titulo">
        {/* The spec's own heading (docs/product.md#wallet-deposits); the sub-line says how and from how much. */}
        <h2 id="deposito-titulo">{signedInScreensCopy.depositTitle}</h2>
        <DepositMinimumLine />
        <LossLimitAtDeposit />
        <DepositFlow quickAmounts={QUICK_AMOUNTS_DEPOSIT_SCREEN} />
        <p>
          <SupportLink message={signedInScreensCopy.depositSupportMessage} />
        </p>
      </Card>
    </Narrow>
  );
}
