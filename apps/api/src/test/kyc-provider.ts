// A KYC provider on 127.0.0.1 that opens widget sessions as the contract in
// providers/kyc-widgets.ts (and docs/api/providers.md#kyc) says, over real HTTP.
import { answer, bearerIs, startProviderDouble, type ProviderDouble } from './provider-double.js';

export interface TestKycProvider extends ProviderDouble {
  apiKey: string;
  /** The bodies of the session requests it accepted, in order. */
  sessions: Record<string, unknown>[];
  /** Answer every later request with this status (a provider having a bad day). */
  answerWith(status: number | null): void;
}

export const WIDGET_BASE = 'https://kyc.provider.example/w/';

export async function startKycProvider(
  apiKey = 'kyc-api-key-0123456789',
): Promise<TestKycProvider> {
  const sessions: Record<string, unknown>[] = [];
  let forcedStatus: number | null = null;
  const double = await startProviderDouble((request, raw, response) => {
    if (forcedStatus !== null) return answer(response, forcedStatus);
    if (request.method !== 'POST' || request.url !== '/sessions') return answer(response, 404);
    if (!bearerIs(request, apiKey)) return answer(response, 401);
    const body = JSON.parse(raw) as Record<string, unknown>;
    sessions.push(body);
    return answer(response, 201, { widget_url: `${WIDGET_BASE}${String(body.session_id)}` });
  });
  return {
    ...double,
    apiKey,
    sessions,
    answerWith: (status) => {
      forcedStatus = status;
    },
  };
}
