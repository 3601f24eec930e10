// The only way a deposit is credited, a payout settled or a KYC verdict
// recorded, in both modes (docs/api/providers.md#signatures).
import {
  kycCallbackSchema,
  paymentWebhookSchema,
  payoutCallbackSchema,
  providerCallbackResponseSchema,
  type ProviderCallbackResponse,
} from '@velas/domain/schemas/provider-callbacks';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { Invalid } from '#/domain-errors.js';
import { keepRawJsonBody } from '#/provider-wire/raw-json-body.js';
import { finishKycEvent, receivePaymentEvent, settlePayoutEvent } from './callback-events.js';
import { PROVIDER_MESSAGES } from './provider-messages.js';
import {
  kycCallbackSecrets,
  paymentWebhookSecrets,
  payoutCallbackSecrets,
} from './provider-secrets.js';
import { signedCallbacks } from './signed-callbacks.js';

// Tests and the demo aggregator read the refusals' texts here.
export { PROVIDER_MESSAGES } from './provider-messages.js';

const accepted: ProviderCallbackResponse = { status: 'accepted' };

/** The route schemas of this plugin: any body that fails its schema answers the providers' one message. */
const providerBodyCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new Invalid(PROVIDER_MESSAGES.badBody) };
  };

export function callbackRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Only in this plugin: the signature covers the exact bytes, so the raw body
  // is kept on the request; the body the schema sees is its JSON, or
  // undefined when it is not JSON (a 400 once the signature has passed).
  keepRawJsonBody(app);

  app.setValidatorCompiler(providerBodyCompiler);

  // The signature checked first; each callback's outcome counted by provider.
  const { signedWith, counted } = signedCallbacks(app);

  const paymentOptions = {
    preValidation: signedWith('payment', paymentWebhookSecrets),
    schema: { body: paymentWebhookSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payment/webhook', paymentOptions, async (request) => {
    await counted(request, receivePaymentEvent(app, request.log, request.body));
    return accepted;
  });

  const payoutOptions = {
    preValidation: signedWith('payout', payoutCallbackSecrets),
    schema: { body: payoutCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payout/callback', payoutOptions, async (request) => {
    await counted(request, settlePayoutEvent(app, request.log, request.body));
    return accepted;
  });

  const kycOptions = {
    preValidation: signedWith('kyc', kycCallbackSecrets),
    schema: { body: kycCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/kyc/callback', kycOptions, async (request) => {
    await counted(request, finishKycEvent(app, request.log, request.body));
    return accepted;
  });
}
