import styled from 'styled-components';
import { supportLink } from '../../app/config';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

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

/** Not yet approved: verify identity to deposit (spec §2, §6). */
export function KycBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <Card aria-labelledby="kyc-titulo">
      <h2 id="kyc-titulo">Verifique sua identidade</h2>
      <p>Para depositar, conclua a verificação de identidade (documento e selfie).</p>
      <Row>
        <Button type="button" $variant="info" onClick={onVerify}>
          Verificação KYC
        </Button>
        <a
          href={supportLink('Olá! Preciso de ajuda com a verificação KYC.')}
          target="_blank"
          rel="noreferrer"
        >
          Suporte
        </a>
      </Row>
    </Card>
  );
}
