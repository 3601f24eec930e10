import { messages } from '@velas/domain/messages';
import { useState } from 'react';
import { useKycStatusQuery } from '../../services/kycApi';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { KycWidgetDialog } from '../../components/kyc/KycWidgetDialog';
import { BannerCarousel } from './BannerCarousel';
import { KycBanner } from './KycBanner';

/** Banner or carousel by KYC status; the dialog lives here so it stays open to show the verdict. */
export function KycSection() {
  const { data, error, isLoading } = useKycStatusQuery(undefined);
  const [verifying, setVerifying] = useState(false);
  let banner;
  if (isLoading) banner = <Loading label={messages.loadingInformation} />;
  else if (error || !data) banner = <Alert>{messages.dashboardProblem}</Alert>;
  else if (data.isApproved) banner = <BannerCarousel />;
  else
    banner = (
      <KycBanner
        onVerify={() => {
          setVerifying(true);
        }}
      />
    );
  return (
    <>
      {banner}
      <KycWidgetDialog
        open={verifying}
        onClose={() => {
          setVerifying(false);
        }}
        flow="kyc-full"
        title="Verificação KYC"
      />
    </>
  );
}
