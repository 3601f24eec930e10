import { commonMessages } from '@velas/domain/messages/common';
import { Alert } from '@velas/web-core/ui/Alert';
import { IdentityVerificationDialog } from '../../components/kyc/KycWidgetDialog';
import { useOpenState } from '../../lib/useOpenState';
import { useKycStatusQuery } from '../../services/kycApi';
import { Loading } from '../../ui/Spinner';
import { BannerCarousel, BannerReserve } from './BannerCarousel';
import { CpfClaimNotice } from './CpfClaimNotice';
import { KycBanner } from './KycBanner';

/** Banner or carousel by KYC status; the dialog lives here so it stays open to show the verdict. */
export function KycSection() {
  const { data, error, isLoading } = useKycStatusQuery(undefined);
  const verification = useOpenState();
  let banner;
  if (isLoading)
    banner = (
      <BannerReserve>
        <Loading label={commonMessages.loadingInformation} />
      </BannerReserve>
    );
  else if (error || !data) banner = <Alert>{commonMessages.dashboardProblem}</Alert>;
  else if (data.isApproved)
    banner = (
      <>
        {data.cpfClaim === 'granted' && <CpfClaimNotice />}
        <BannerCarousel />
      </>
    );
  else banner = <KycBanner status={data} onVerify={verification.show} />;
  return (
    <>
      {banner}
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
    </>
  );
}
