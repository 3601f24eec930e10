import { messages } from '@velas/domain/messages';
import { useKycStatusQuery } from '../../services/kycApi';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Spinner';
import { BannerCarousel } from './BannerCarousel';
import { KycBanner } from './KycBanner';

export function KycSection() {
  const { data, error, isLoading } = useKycStatusQuery(undefined);
  if (isLoading) return <Loading label={messages.loadingInformation} />;
  if (error || !data) return <Alert>{messages.dashboardProblem}</Alert>;
  return data.isApproved ? <BannerCarousel /> : <KycBanner />;
}
