import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SupportLink } from '../../components/support/SupportLink';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * Not yet approved: verify identity to deposit (docs/product.md#dashboard-home, #kyc).
 * 'Verificar identidade' is the screen's one filled action until KYC passes.
 */
export function KycBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <Card aria-labelledby="kyc-titulo">
      <h2 id="kyc-titulo">Verifique sua identidade</h2>
      <p>Para depositar e sacar, conclua a verificação de identidade (documento e selfie).</p>
      <Row>
        <Button type="button" onClick={onVerify}>
          Verificar identidade
        </Button>
        <SupportLink message="Olá! Preciso de ajuda com a verificação KYC." />
      </Row>
    </Card>
  );
}
