// The providers' signed callbacks, mounted at /providers-api. The only way a
// deposit is credited or a KYC verdict recorded, in both modes (the demo
// providers call these same routes, signed):
//   POST payment/webhook  a Pix charge was paid   -> credit the deposit once, or
//                         record and refund the payment (wallet/received-payments.ts)
//   POST kyc/callback     a session's verdict     -> bound to the session's user
//   POST payout/callback  a payout paid or failed -> settle it once (payouts/payouts.ts)
// The signature over the raw bytes is checked first (preValidation), then the
// body schema (400 `Corpo inválido.`).
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kycCallbackSchema,
  paymentWebhookSchema,
  payoutCallbackSchema,
  providerCallbackResponseSchema,
  type ProviderCallbackResponse,
} from '@velas/domain/schemas/provider-callbacks';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { liveSession, finishSession } from '../kyc/kyc-sessions.js';
import { sendPayout, settlePayout } from '../payouts/payouts.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import { selectChargeForUpdate } from '../wallet/deposits-repository.js';
import { receivePayment } from '../wallet/received-payments.js';
import { claimProviderEvent, type ProviderName } from './provider-events-repository.js';
import {
  kycCallbackSecret,
  paymentWebhookSecret,
  payoutCallbackSecret,
} from './provider-secrets.js';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.js';

export const PROVIDER_MESSAGES = {
  badSignature: 'Assinatura ausente ou inválida.',
  staleSignature: 'Carimbo de tempo fora da janela de 5 minutos.',
  replayed: 'Evento já recebido.',
  badBody: 'Corpo inválido.',
  chargeNotFound: 'Cobrança não encontrada.',
  sessionNotOfUser: 'A sessão não pertence a este usuário.',
  notConfigured: 'Provedor não configurado.',
} as const;

const accepted: ProviderCallbackResponse = { status: 'accepted' };

/** The route schemas of this plugin: any body that fails its schema answers the providers' one message. */
const providerBodyCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new HttpError(400, PROVIDER_MESSAGES.badBody) };
  };

export function callbackRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Only in this plugin: the signature covers the exact bytes, so the raw body
  // is kept on the request; the body the schema sees is its JSON, or
  // undefined when it is not JSON (a 400 once the signature has passed).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    done(null, json);
  });

  app.setValidatorCompiler(providerBodyCompiler);

  /** preValidation: the signature is checked before the body is looked at (401 before 400). */
  function signedWith(secretOf: (settings: RuntimeSettings) => string | undefined) {
    return (request: FastifyRequest): Promise<void> => {
      const secret = secretOf(app.settings);
      if (secret === undefined) throw new HttpError(404, PROVIDER_MESSAGES.notConfigured);
      const problem = checkSignature({
        secret,
        rawBody: request.rawBody ?? '',
        timestampHeader: request.headers[TIMESTAMP_HEADER],
        signatureHeader: request.headers[SIGNATURE_HEADER],
        nowMs: app.clock(),
      });
      if (problem === 'stale') throw new HttpError(401, PROVIDER_MESSAGES.staleSignature);
      if (problem !== null) throw new HttpError(401, PROVIDER_MESSAGES.badSignature);
      return Promise.resolve();
    };
  }

  async function claim(
    tx: Parameters<typeof claimProviderEvent>[0],
    provider: ProviderName,
    id: string,
  ) {
    if (!(await claimProviderEvent(tx, provider, id, app.clock())))
      throw new HttpError(409, PROVIDER_MESSAGES.replayed);
  }

  const paymentOptions = {
    preValidation: signedWith(paymentWebhookSecret),
    schema: { body: paymentWebhookSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payment/webhook', paymentOptions, async (request) => {
    const event = request.body;
    const received = await app.db.transaction(async (tx) => {
      await claim(tx, 'payment', event.event_id);
      const charge = await selectChargeForUpdate(tx, event.charge_id);
      if (charge === undefined) throw new HttpError(404, PROVIDER_MESSAGES.chargeNotFound);
      return receivePayment(
        tx,
        charge,
        { paymentId: event.payment_id ?? event.event_id, amountCents: event.amount_cents },
        app.clock(),
      );
    });
    if (received.refundPayoutId !== null)
      // Not sent now: it stays queued and the resend job sends it.
      await sendPayout(app.payouts.context, received.refundPayoutId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'refund not sent; it stays queued');
      });
    request.log.info(
      { eventId: event.event_id, chargeId: event.charge_id, outcome: received.outcome },
      'pix payment received',
    );
    return accepted;
  });

  const payoutOptions = {
    preValidation: signedWith(payoutCallbackSecret),
    schema: { body: payoutCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payout/callback', payoutOptions, async (request) => {
    const event = request.body;
    const outcome = await app.db.transaction(async (tx) => {
      await claim(tx, 'payout', event.event_id);
      return settlePayout(
        tx,
        {
          payoutId: event.payout_id,
          result: event.type === 'payout.paid' ? 'paid' : 'failed',
          amountCents: event.amount_cents,
          reason: event.reason ?? null,
        },
        app.clock(),
      );
    });
    request.log.info(
      { eventId: event.event_id, payoutId: event.payout_id, type: event.type, outcome },
      'payout settled',
    );
    return accepted;
  });

  const kycOptions = {
    preValidation: signedWith(kycCallbackSecret),
    schema: { body: kycCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/kyc/callback', kycOptions, async (request) => {
    const event = request.body;
    const session = await app.db.transaction(async (tx) => {
      await claim(tx, 'kyc', event.event_id);
      const open = await liveSession(tx, event.session_id, app.clock(), true);
      if (String(open.userId) !== event.user_reference)
        throw new HttpError(403, PROVIDER_MESSAGES.sessionNotOfUser);
      return finishSession(tx, event.session_id, event.result, app.clock());
    });
    request.log.info(
      { eventId: event.event_id, userId: session.userId, flow: session.flow, result: event.result },
      'kyc session finished',
    );
    return accepted;
  });
}
