import styled from 'styled-components';
import { KycWidgetDialog } from '../../../components/kyc/KycWidgetDialog';
import { SupportLink } from '../../../components/support/SupportLink';
import { IdentityStatusLine } from '../../../features/wallet/withdraw/IdentityStatusLine';
import { WithdrawalsList } from '../../../features/wallet/withdraw/WithdrawalsList';
import { WithdrawForm } from '../../../features/wallet/withdraw/WithdrawForm';
import { useOpenState } from '../../../lib/useOpenState';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { adminScreensCopy } from './copy';

/* The form's card, then "Seus saques" in a card of its own (docs/design.md#clarity). */
const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
  margin: 0 auto;
`;

const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

const FaceNote = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export default function WithdrawScreen() {
  const face = useOpenState();
  return (
    <Narrow>
      <Card aria-labelledby="saque-titulo">
        <h2 id="saque-titulo">{adminScreensCopy.withdrawTitle}</h2>
        <IdentityStatusLine />
        <WithdrawForm />
        {/* The api keeps no state for the face flow (docs/product.md#wallet-withdrawals):
            the note says so rather than promise a protection it does not give. */}
        <FaceNote>{adminScreensCopy.faceCheckLead}</FaceNote>
        <Extras>
          <Button type="button" $variant="secondary" onClick={face.show}>
            {adminScreensCopy.faceCheckTitle}
          </Button>
          <SupportLink message={adminScreensCopy.withdrawSupportMessage} />
        </Extras>
      </Card>
      <WithdrawalsList />
      <KycWidgetDialog
        open={face.open}
        onClose={face.hide}
        flow="kyc-faceindex"
        title={adminScreensCopy.faceCheckTitle}
      />
    </Narrow>
  );
}
