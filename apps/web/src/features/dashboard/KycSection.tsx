import { commonMessages } from '@velas/domain/messages/common';
import { Alert } from '@velas/web-core/ui/Alert';
import { QueryView } from '@velas/web-core/ui/QueryView';
import { IdentityVerificationDialog } from '#/components/kyc/KycWidgetDialog.tsx';
import { useOpenState } from '#/lib/useOpenState.ts';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { BannerReserve } from './BannerReserve.tsx';
import { CpfClaimNotice } from './CpfClaimNotice.tsx';
import { KycBanner } from './KycBanner.tsx';

/** Banner or carousel by KYC status; the dialog lives here so it stays open to show the verdict. */
export function KycSection() {
  const status = useKycStatusQuery(undefined);
  const verification = useOpenState();
  return (
    <>
      <QueryView
        query={status}
        loading={
          <BannerReserve>
            <Loading label={commonMessages.loadingInformation} />
          </BannerReserve>
        }
        failure={() => <Alert>{commonMessages.dashboardProblem}</Alert>}
      >
        {(data) =>
          data.isApproved ? (
            <>
              {data.cpfClaim === 'granted' && <CpfClaimNotice />}
              <BannerCarousel />
            </>
          ) : (
            <KycBanner status={data} onVerify={verification.show} />
          )
        }
      </QueryView>
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
    </>
  );
}
