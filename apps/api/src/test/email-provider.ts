// An e-mail provider on 127.0.0.1 that takes messages as the contract in
// providers/email.ts (and docs/api/providers.md#e-mail) says, over real HTTP.
import {
  answer,
  bearerIs,
  startProviderDouble,
  useProviderDouble,
  type ProviderDouble,
} from './provider-double.js';

export interface TestEmailProvider extends ProviderDouble {
  apiKey: string;
  /** The bodies of the messages it accepted, in order. */
  messages: Record<string, unknown>[];
}

export async function startEmailProvider(
  apiKey = 'mail-test-key-5Kx9Qw2Lm7Rt',
): Promise<TestEmailProvider> {
  const messages: Record<string, unknown>[] = [];
  const double = await startProviderDouble((request, raw, response) => {
    if (request.method !== 'POST' || request.url !== '/messages') return answer(response, 404);
    if (!bearerIs(request, apiKey)) return answer(response, 401);
    messages.push(JSON.parse(raw) as Record<string, unknown>);
    return answer(response, 202, { id: `msg-${String(messages.length)}` });
  });
  return { ...double, apiKey, messages };
}

/** The double for a test file (useProviderDouble). */
export function useEmailProvider(): TestEmailProvider {
  return useProviderDouble(() => startEmailProvider());
}
