// The providers' signed callbacks, mounted at /providers-api. The only way a
// deposit is credited or a KYC verdict recorded, in both modes (the demo
// providers call these same routes, signed):
//   POST payment/webhook  a Pix charge was paid   -> credit the deposit once, or
//                         record and refund the payment, even of a charge we do
//                         not have (wallet/received-payments.ts)
//   POST kyc/callback     a session's verdict     -> bound to the session's user and
//                         approved only for the account's CPF, 18 or older (kyc/kyc-verdict.ts)
//   POST payout/callback  a payout paid or failed -> settle it once (payouts/payouts.ts)
// A body not read as raw JSON text is refused first (400 `Corpo inválido.`),
// then the signature over the raw bytes is checked (preValidation), then the
// body schema (400 `Corpo inválido.`).
import {
  kycCallbackSchema,
  paymentWebhookSchema,
  payoutCallbackSchema,
  providerCallbackResponseSchema,
  type ProviderCallbackResponse,
} from '@velas/domain/schemas/provider-callbacks';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { actAs } from '../http/request-context.js';
import { finishSession, openSessionForVerdict } from '../kyc/kyc-sessions.js';
import { decideVerdict } from '../kyc/kyc-verdict.js';
import type { CallbackResult } from '../metrics/metrics.js';
import { sendPayout, settlePayout } from '../payouts/payouts.js';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../provider-wire/signature.js';
import type { RuntimeSettings } from '../settings/runtime.js';
import { selectChargeForUpdate } from '../wallet/deposits-repository.js';
import { receivePayment } from '../wallet/received-payments.js';
import { claimProviderEvent, type ProviderName } from './provider-events-repository.js';
import {
  kycCallbackSecrets,
  paymentWebhookSecrets,
  payoutCallbackSecrets,
} from './provider-secrets.js';

export const PROVIDER_MESSAGES = {
  badSignature: 'Assinatura ausente ou inválida.',
  staleSignature: 'Carimbo de tempo fora da janela de 5 minutos.',
  replayed: 'Evento já recebido.',
  badBody: 'Corpo inválido.',
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

  // Each callback's outcome by provider (docs/operations.md#what-to-watch):
  // the refusals below name theirs, any other answer is accepted or refused.
  const outcomes = new WeakMap<FastifyRequest, CallbackResult>();
  const providerOf = new WeakMap<FastifyRequest, ProviderName>();
  const outcome = (request: FastifyRequest, result: CallbackResult) => {
    outcomes.set(request, result);
  };
  app.addHook('onResponse', (request, reply, done) => {
    const provider = providerOf.get(request);
    if (provider !== undefined) {
      const result = outcomes.get(request) ?? (reply.statusCode < 300 ? 'accepted' : 'refused');
      app.metrics.providerCallbacks.inc({ provider, result });
    }
    done();
  });

  /** preValidation: the signature is checked before the body is looked at (401 before 400). */
  function signedWith(
    provider: ProviderName,
    secretsOf: (settings: RuntimeSettings) => readonly string[] | undefined,
  ) {
    return (request: FastifyRequest): Promise<void> => {
      providerOf.set(request, provider);
      // The audit trail names the provider, not a player, for what this callback changes.
      actAs(`provider:${provider}`);
      const secrets = secretsOf(app.settings);
      if (secrets === undefined) {
        outcome(request, 'not_configured');
        throw new HttpError(404, PROVIDER_MESSAGES.notConfigured);
      }
      // No raw bytes (not sent as JSON, or no body): nothing was signed, so
      // nothing is checked against a signature of the empty string.
      const { rawBody } = request;
      if (rawBody === undefined) throw new HttpError(400, PROVIDER_MESSAGES.badBody);
      // During a rotation either secret may have signed it.
      const problems = secrets.map((secret) =>
        checkSignature({
          secret,
          rawBody,
          timestampHeader: request.headers[TIMESTAMP_HEADER],
          signatureHeader: request.headers[SIGNATURE_HEADER],
          nowMs: app.clock(),
        }),
      );
      const problem = problems.includes(null) ? null : (problems[0] ?? 'missing');
      if (problem === 'stale') {
        outcome(request, 'late');
        throw new HttpError(401, PROVIDER_MESSAGES.staleSignature);
      }
      if (problem !== null) {
        outcome(request, 'signature_refused');
        throw new HttpError(401, PROVIDER_MESSAGES.badSignature);
      }
      return Promise.resolve();
    };
  }

  async function claim(
    request: FastifyRequest,
    tx: Parameters<typeof claimProviderEvent>[0],
    provider: ProviderName,
    id: string,
  ) {
    if (!(await claimProviderEvent(tx, provider, id, app.clock()))) {
      outcome(request, 'replayed');
      throw new HttpError(409, PROVIDER_MESSAGES.replayed);
    }
  }

  const paymentOptions = {
    preValidation: signedWith('payment', paymentWebhookSecrets),
    schema: { body: paymentWebhookSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payment/webhook', paymentOptions, async (request) => {
    const event = request.body;
    const received = await app.db.transaction(async (tx) => {
      await claim(request, tx, 'payment', event.event_id);
      // A charge we do not have is no reason to drop the money: the payment
      // is recorded and refunded all the same (wallet/received-payments.ts).
      const charge = await selectChargeForUpdate(tx, event.charge_id);
      return receivePayment(
        tx,
        event.charge_id,
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
    preValidation: signedWith('payout', payoutCallbackSecrets),
    schema: { body: payoutCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/payout/callback', payoutOptions, async (request) => {
    const event = request.body;
    const settled = await app.db.transaction(async (tx) => {
      await claim(request, tx, 'payout', event.event_id);
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
      { eventId: event.event_id, payoutId: event.payout_id, type: event.type, outcome: settled },
      'payout settled',
    );
    return accepted;
  });

  const kycOptions = {
    preValidation: signedWith('kyc', kycCallbackSecrets),
    schema: { body: kycCallbackSchema, response: { 200: providerCallbackResponseSchema } },
  };
  app.post('/kyc/callback', kycOptions, async (request) => {
    const event = request.body;
    const session = await app.db.transaction(async (tx) => {
      await claim(request, tx, 'kyc', event.event_id);
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
