import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { Alert } from '@velas/web-core/ui/Alert';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import styled from 'styled-components';
import { Loading } from '#/ui/Spinner.tsx';
import { SupportLink } from '../support/SupportLink.tsx';
import { kycCopy } from './copy.ts';
import { useKycSession } from './useKycSession.ts';

// The widget's page draws its own background; until it loads, the frame is
// the dialog's surface, not a white box in the dark app.
const Frame = styled.iframe`
  width: 100%;
  height: min(70vh, 640px);
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color-scheme: ${({ theme }) => theme.mode};
`;

/** The screen's next step after an approval: what the verification was for. */
const NextStep = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

interface KycWidgetDialogProps {
  open: boolean;
  onClose: () => void;
  flow: KycFlow;
  title: string;
}

/** One verification session: created when the dialog opens, gone when it closes. */
function KycSession({ flow, onClose }: { flow: KycFlow; onClose: () => void }) {
  const { isLoading, failed, result, resultMessage, widget } = useKycSession(flow);
  return (
    <>
      {isLoading && <Loading label={kycCopy.starting} />}
      {failed && <Alert>{failed}</Alert>}
      {result === 'approved' && flow === 'kyc-full' ? (
        // The approval said once, with what it was for, one tap away;
        // relative, so /rtl stays /rtl (the dialog
        // opens on signed-in screens only).
        <NextStep>
          <Alert tone="success">{plainWordsMessages.identityApproved}</Alert>
          <InternalButtonLink to="../deposit" relative="path" onClick={onClose} $block>
            {plainWordsMessages.depositNow}
          </InternalButtonLink>
        </NextStep>
      ) : (
        result && (
          <Alert tone={result === 'approved' ? 'success' : 'warning'}>{resultMessage}</Alert>
        )
      )}
      {widget && !result && (
        <Frame
          title={plainWordsMessages.identityVerification}
          src={widget.toString()}
          allow="camera"
        />
      )}
    </>
  );
}

/**
 * The verification widget in an iframe.
 * Static: the backdrop does not close it; the close button does.
 */
export function KycWidgetDialog({ open, onClose, flow, title }: KycWidgetDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} wide>
      <KycSession flow={flow} onClose={onClose} />
      <p>
        <SupportLink message={plainWordsMessages.identityVerificationSupport} />
      </p>
    </Dialog>
  );
}

/** The full identity verification (document and selfie): the header's, the deposit's and the dashboard's. */
export function IdentityVerificationDialog({
  open,
  onClose,
}: Pick<KycWidgetDialogProps, 'open' | 'onClose'>) {
  return (
    <KycWidgetDialog
      open={open}
      onClose={onClose}
      flow="kyc-full"
      title={plainWordsMessages.identityVerification}
    />
  );
}
