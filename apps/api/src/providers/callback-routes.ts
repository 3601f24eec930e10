// The providers' signed callbacks, mounted at /providers-api. The only way a
// deposit is credited or a KYC verdict recorded, in both modes (the demo
// providers call these same routes, signed):
//   POST payment/webhook  a Pix charge was paid   -> credit the deposit once
//   POST kyc/callback     a session's verdict     -> bound to the session's user
// Bodies are kept raw (the signature covers the exact bytes).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  kycCallbackSchema,
  paymentWebhookSchema,
  type ProviderCallbackResponse,
} from '@velas/domain/schemas/provider-callbacks';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { liveSession, finishSession } from '../kyc/kyc-sessions.js';
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

export function callbackRoutes(app: FastifyInstance): void {
  // Only in this plugin: the JSON body stays a string until the signature is checked.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  function verified<Schema extends z.ZodType>(
    request: FastifyRequest,
    secret: string | undefined,
    schema: Schema,
  ): z.output<Schema> {
    if (secret === undefined) throw new HttpError(404, PROVIDER_MESSAGES.notConfigured);
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const problem = checkSignature({
      secret,
      rawBody,
      timestampHeader: request.headers[TIMESTAMP_HEADER],
      signatureHeader: request.headers[SIGNATURE_HEADER],
      nowMs: app.clock(),
    });
    if (problem === 'stale') throw new HttpError(401, PROVIDER_MESSAGES.staleSignature);
    if (problem !== null) throw new HttpError(401, PROVIDER_MESSAGES.badSignature);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new HttpError(400, PROVIDER_MESSAGES.badBody);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new HttpError(400, PROVIDER_MESSAGES.badBody);
    return parsed.data;
  }

  async function claim(
    tx: Parameters<typeof claimProviderEvent>[0],
    provider: ProviderName,
    id: string,
  ) {
    if (!(await claimProviderEvent(tx, provider, id, app.clock())))
      throw new HttpError(409, PROVIDER_MESSAGES.replayed);
  }

  app.post('/payment/webhook', async (request): Promise<ProviderCallbackResponse> => {
    const event = verified(request, paymentWebhookSecret(app.settings), paymentWebhookSchema);
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

  app.post('/kyc/callback', async (request): Promise<ProviderCallbackResponse> => {
    const event = verified(request, kycCallbackSecret(app.settings), kycCallbackSchema);
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
