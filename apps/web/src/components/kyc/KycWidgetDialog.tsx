import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { KYC_REJECTION_MESSAGES } from '@velas/domain/identity';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { Alert } from '@velas/web-core/ui/Alert';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '#/core/api.ts';
import { kycOrigin, serviceUrl } from '#/core/config.ts';
import { useAppDispatch, useAppSelector } from '#/core/hooks.ts';
import { selectSession } from '#/core/session/sessionSlice.ts';
import { selectTheme, type ColourMode } from '#/core/theme/themeSlice.ts';
import { useCreateKycSessionMutation, useKycStatusQuery } from '#/services/kycApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { SupportLink } from '../support/SupportLink.tsx';
import { kycCopy } from './copy.ts';
import { useKycResult, type KycResult } from './useKycResult.ts';

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

const resultText: Record<KycResult, string> = {
  approved: kycCopy.approved,
  rejected: kycCopy.rejected,
};

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

/**
 * The provider's widget as the api named it. The sandbox widget's address is
 * relative to the KYC service, and it is told the language and which origin to
 * post its result to; a real provider's address is used as given.
 */
function widgetAddress(widgetUrl: string, mode: ColourMode): URL {
  const url = new URL(widgetUrl, serviceUrl('kyc', ''));
  if (url.origin === kycOrigin()) {
    url.searchParams.set('lang', 'pt');
    url.searchParams.set('origin', window.location.origin);
    // The sandbox draws itself in the app's colours (docs/api/providers.md#kyc-widget-look).
    url.searchParams.set('theme', mode);
  }
  return url;
}

/** One verification session: created when the dialog opens, gone when it closes. */
function KycSession({ flow, onClose }: { flow: KycFlow; onClose: () => void }) {
  const { cpf, apiToken } = useAppSelector(selectSession);
  const { mode } = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const [createSession, { data, error, isLoading }] = useCreateKycSessionMutation();
  const [result, setResult] = useState<KycResult | null>(null);

  useEffect(() => {
    void createSession({
      cpf: cpf ?? '',
      token: apiToken ?? '',
      flow,
      betHouse: DEFAULT_BET_HOUSE,
    });
  }, [createSession, cpf, apiToken, flow]);

  const onResult = useCallback(
    (outcome: KycResult) => {
      setResult(outcome);
      // The status decides banner vs carousel and whether deposits are allowed.
      dispatch(api.util.invalidateTags(['Kyc', 'Me']));
    },
    [dispatch],
  );
  // A full verification's rejection says why (docs/product/kyc.md#kyc): another CPF, a minor...
  const status = useKycStatusQuery(undefined, {
    skip: result !== 'rejected' || flow !== 'kyc-full',
  });
  const reason = status.isFetching ? null : status.data?.rejection;
  const resultMessage =
    result === 'rejected' && reason ? KYC_REJECTION_MESSAGES[reason] : result && resultText[result];
  // The address is fixed once the session answers: a theme change does not reload the widget.
  const [widgetMode] = useState(mode);
  const widget = data ? widgetAddress(data.widget_url, widgetMode) : null;
  useKycResult(data?.session_id ?? null, widget?.origin ?? null, onResult);

  const failed = error
    ? flow === 'kyc-faceindex'
      ? walletMessages.faceVerificationFailed
      : error.message
    : null;
  return (
    <>
      {isLoading && <Loading label={kycCopy.starting} />}
      {failed && <Alert>{failed}</Alert>}
      {result === 'approved' && flow === 'kyc-full' ? (
        // The approval said once, with what it was for, one tap away
        // (docs/product/kyc.md#kyc); relative, so /rtl stays /rtl (the dialog
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
 * The verification widget in an iframe (docs/product/kyc.md#kyc).
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
