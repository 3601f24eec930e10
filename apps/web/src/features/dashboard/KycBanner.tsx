import { KYC_REJECTION_MESSAGES } from '@velas/domain/identity';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { KycStatus } from '@velas/domain/schemas/kyc';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { dashboardCopy } from './copy.ts';

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

/** Only KYC settles who keeps a CPF another account holds, so that account sees the same banner. */
export function KycBanner({ status, onVerify }: { status: KycStatus; onVerify: () => void }) {
  const rejection = status.rejection === null ? null : KYC_REJECTION_MESSAGES[status.rejection];
  return (
    <Card aria-labelledby="kyc-titulo">
      <h2 id="kyc-titulo">{dashboardCopy.kycTitle}</h2>
      <p>{dashboardCopy.kycReason}</p>
      {rejection && <Alert tone="warning">{rejection}</Alert>}
      <Row>
        <Button type="button" onClick={onVerify}>
          {rejection ? dashboardCopy.kycRetry : dashboardCopy.kycStart}
        </Button>
        <SupportLink message={plainWordsMessages.identityVerificationSupport} />
      </Row>
    </Card>
  );
}
