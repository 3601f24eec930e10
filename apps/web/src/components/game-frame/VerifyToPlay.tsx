// Every place a game opens says so, with the step that lifts it, never a game said to be down.
import { commonMessages } from '@velas/domain/messages/common';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { VerifyFirst } from '../kyc/VerifyFirst.tsx';

/** An unanswered status does not block: the start call refuses with its own reason. */
export function useVerificationBeforePlay(): { needed: boolean; loading: boolean } {
  const { data: kyc, isLoading } = useKycStatusQuery(undefined);
  return { needed: kyc !== undefined && !kyc.isApproved, loading: isLoading };
}

/** The reason and "Verificar identidade"; the dialog stays with the caller, outside what the verdict replaces. */
export function VerifyToPlay({ onVerify }: { onVerify: () => void }) {
  return <VerifyFirst reason={commonMessages.gameStartNeedsVerification} onVerify={onVerify} />;
}
