// The KYC widget tells the app it finished with
// parent.postMessage({ type: 'kyc-result', sessionId, result }) (CONTRACTS).
// Only messages from the widget's origin, for our session, count.
import { useEffect } from 'react';

export type KycResult = 'approved' | 'rejected';

function isKycResult(data: unknown, sessionId: string): data is { result: KycResult } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === 'kyc-result' &&
    message.sessionId === sessionId &&
    (message.result === 'approved' || message.result === 'rejected')
  );
}

export function useKycResult(
  sessionId: string | null,
  /** The origin of the widget's page: its messages and no others count. */
  widgetOrigin: string | null,
  onResult: (result: KycResult) => void,
) {
  useEffect(() => {
    if (!sessionId || !widgetOrigin) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== widgetOrigin || !isKycResult(event.data, sessionId)) return;
      onResult(event.data.result);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
    };
  }, [sessionId, widgetOrigin, onResult]);
}
