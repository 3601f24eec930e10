// One verification session's state: created when
// KycWidgetDialog opens, the widget's address, and the result it posts back.
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { KYC_REJECTION_MESSAGES } from '@velas/domain/identity';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { useCallback, useEffect, useState } from 'react';
import { api } from '#/core/api.ts';
import { kycOrigin, serviceUrl } from '#/core/config.ts';
import { useAppDispatch, useAppSelector } from '#/core/hooks.ts';
import { selectSession } from '#/core/session/sessionSlice.ts';
import { selectTheme, type ColourMode } from '#/core/theme/themeSlice.ts';
import { useCreateKycSessionMutation, useKycStatusQuery } from '#/services/kycApi.ts';
import { kycCopy } from './copy.ts';
import { useKycResult, type KycResult } from './useKycResult.ts';

const resultText: Record<KycResult, string> = {
  approved: kycCopy.approved,
  rejected: kycCopy.rejected,
};

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
    // The sandbox draws itself in the app's colours.
    url.searchParams.set('theme', mode);
  }
  return url;
}

/** How often the open widget's account status is asked, in case its message never arrives. */
const APPROVAL_WATCH_MS = 3000;

/**
 * The widget's message is the quick way to learn the verdict, the account's
 * status the sure one: a message lost on its way (a widget told another
 * origin) must not leave the player on the widget's last page, with no next step.
 */
function useApprovalWatch(watching: boolean, onResult: (outcome: KycResult) => void) {
  const status = useKycStatusQuery(undefined, {
    skip: !watching,
    pollingInterval: APPROVAL_WATCH_MS,
  });
  const approved = watching && status.data?.status === 'approved';
  useEffect(() => {
    if (approved) onResult('approved');
  }, [approved, onResult]);
}

/** Creates the session for `flow` once, and follows it to its result. */
export function useKycSession(flow: KycFlow) {
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
  // A full verification's rejection says why: another CPF, a minor...
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
  useApprovalWatch(flow === 'kyc-full' && widget !== null && result === null, onResult);

  const failed = error
    ? flow === 'kyc-faceindex'
      ? walletMessages.faceVerificationFailed
      : error.message
    : null;
  return { isLoading, failed, result, resultMessage, widget };
}
