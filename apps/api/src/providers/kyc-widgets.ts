// The verdict still arrives only as the signed callback.
import { commonMessages } from '@velas/domain/messages/common';
import type { KycFlow } from '@velas/domain/schemas/kyc';
import { z } from 'zod';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';
import { isSafeOrigin } from '#/settings/safe-origin.js';

export interface KycWidgetRequest {
  sessionId: string;
  userId: number;
  flow: KycFlow;
  /** The account's CPF (11 digits) and name: the person the provider must verify. */
  cpf: string;
  name: string;
}

export interface KycWidgets {
  /**
   * The widget's address: absolute at a provider, or relative to the api's KYC
   * service for the sandbox widget. Throws Unavailable when the provider cannot answer.
   */
  open(request: KycWidgetRequest): Promise<string>;
  /** The api's own sandbox widget, which kyc/kyc-plugin.ts then serves. */
  readonly sandbox: boolean;
}

export const sandboxKycWidgets: KycWidgets = {
  open: ({ sessionId }) => Promise.resolve(`widget/${sessionId}`),
  sandbox: true,
};

const widgetAnswerSchema = z.object({
  widget_url: z.url({ protocol: /^https?$/ }).refine(isSafeOrigin),
});

export function httpKycWidgets(
  provider: { baseUrl: string; apiKey: string },
  /** The app's origin: where the widget posts its result. */
  parentOrigin: string,
  wire: ProviderWire = {},
): KycWidgets {
  const client = providerClient({
    name: 'kyc',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    sandbox: false,
    async open({ sessionId, userId, flow, cpf, name }) {
      const widget = await client.post(
        '/sessions',
        {
          session_id: sessionId,
          user_reference: String(userId),
          flow,
          parent_origin: parentOrigin,
          document: cpf,
          name,
        },
        {
          schema: widgetAnswerSchema,
          accepted: [200, 201],
          refusal: commonMessages.kycProviderUnavailable,
        },
      );
      return widget.widget_url;
    },
  };
}
