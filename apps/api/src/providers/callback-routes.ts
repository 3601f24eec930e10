// The providers' signed callbacks, mounted at /providers-api. The only way a
// deposit is credited or a KYC verdict recorded, in both modes (the demo
// providers call these same routes, signed):
//   POST payment/webhook  a Pix charge was paid   -> credit the deposit once
//   POST kyc/callback     a session's verdict     -> bound to the session's user and
//                         approved only for the account's CPF, 18 or older (kyc/kyc-verdict.ts)
// The signature over the raw bytes is checked first (preValidation), then the
// body schema (400 `Corpo inválido.`).
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kycCallbackSchema,
  paymentWebhookSchema,
  providerCallbackResponseSchema,
  type ProviderCallbackResponse,
} from '@velas/domain/schemas/provider-callbacks';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { finishSession, openSessionForVerdict } from '../kyc/kyc-sessions.js';
import { decideVerdict } from '../kyc/kyc-verdict.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import { payDeposit } from '../wallet/deposits.js';
import { selectCharge } from '../wallet/deposits-repository.js';
import { claimProviderEvent, type ProviderName } from './provider-events-repository.js';
import { kycCallbackSecret, paymentWebhookSecret } from './provider-secrets.js';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.js';

export const PROVIDER_MESSAGES = {
  badSignature: 'Assinatura ausente ou inválida.',
  staleSignature: 'Carimbo de tempo fora da janela de 5 minutos.',
  replayed: 'Evento já recebido.',
  badBody: 'Corpo inválido.',
  chargeNotFound: 'Cobrança não encontrada.',
  amountMismatch: 'O valor pago difere do valor da cobrança.',
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
    await app.db.transaction(async (tx) => {
      await claim(tx, 'payment', event.event_id);
      const charge = await selectCharge(tx, event.charge_id);
      if (charge === undefined) throw new HttpError(404, PROVIDER_MESSAGES.chargeNotFound);
      if (charge.amount_cents !== event.amount_cents)
        throw new HttpError(422, PROVIDER_MESSAGES.amountMismatch);
      await payDeposit(tx, charge.user_id, event.charge_id, app.clock());
    });
    request.log.info({ eventId: event.event_id, chargeId: event.charge_id }, 'pix charge paid');
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
      const open = await openSessionForVerdict(tx, event.session_id, app.clock());
      if (String(open.userId) !== event.user_reference)
        throw new HttpError(403, PROVIDER_MESSAGES.sessionNotOfUser);
      const decided = await decideVerdict(tx, open, event, app.clock());
      await finishSession(tx, open, decided, app.clock());
      return { ...open, ...decided };
    });
    // The provider's delivery succeeded even when our verdict is a rejection.
    request.log.info(
      {
        eventId: event.event_id,
        userId: session.userId,
        flow: session.flow,
        providerResult: event.result,
        result: session.result,
        rejection: session.rejection,
        releasedAccountId: session.releasedAccountId,
      },
      'kyc session finished',
    );
    return accepted;
  });
}
