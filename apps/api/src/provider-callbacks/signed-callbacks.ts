// The signature is checked before the body is looked at (401 before 400).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { Invalid, NotFound, Unauthenticated } from '#/domain-errors.js';
import type { CallbackResult } from '#/metrics/metrics.js';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '#/provider-wire/signature.js';
import type { RuntimeSettings } from '#/settings/runtime.js';
import { ReplayedEvent } from './callback-events.js';
import type { ProviderName } from './provider-events-repository.js';
import { PROVIDER_MESSAGES } from './provider-messages.js';

/**
 * Counts the outcome of every callback of `app` (the plugin's instance): the
 * refusals of the signature check and a replay name theirs, any other answer
 * is accepted or refused. Returns the preValidation of one provider's
 * route, and `counted`, which runs a callback's work and counts a replay.
 */
export function signedCallbacks(app: FastifyInstance) {
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

  /**
   * preValidation: the signature is checked before the body is looked at (401
   * before 400). Synchronous, so it answers through `done`: a hook with neither
   * `done` nor a promise would leave the request waiting.
   */
  function signedWith(
    provider: ProviderName,
    secretsOf: (settings: RuntimeSettings) => readonly string[] | undefined,
  ) {
    return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      providerOf.set(request, provider);
      done(refusal(request, secretsOf(app.settings)));
    };
  }

  /** Why the callback is refused, its outcome noted; undefined when it may go on. */
  function refusal(request: FastifyRequest, secrets: readonly string[] | undefined) {
    if (secrets === undefined) {
      outcome(request, 'not_configured');
      return new NotFound(PROVIDER_MESSAGES.notConfigured);
    }
    // No raw bytes (not sent as JSON, or no body): nothing was signed, so
    // nothing is checked against a signature of the empty string.
    const { rawBody } = request;
    if (rawBody === undefined) return new Invalid(PROVIDER_MESSAGES.badBody);
    // During a rotation either secret may have signed it; both are judged at one instant.
    const nowMs = app.clock();
    const problems = secrets.map((secret) =>
      checkSignature({
        secret,
        rawBody,
        timestampHeader: request.headers[TIMESTAMP_HEADER],
        signatureHeader: request.headers[SIGNATURE_HEADER],
        nowMs,
      }),
    );
    const problem = problems.includes(null) ? null : (problems[0] ?? 'missing');
    if (problem === 'stale') {
      outcome(request, 'late');
      return new Unauthenticated(PROVIDER_MESSAGES.staleSignature);
    }
    if (problem !== null) {
      outcome(request, 'signature_refused');
      return new Unauthenticated(PROVIDER_MESSAGES.badSignature);
    }
    return undefined;
  }

  async function counted(request: FastifyRequest, work: Promise<void>): Promise<void> {
    try {
      await work;
    } catch (error) {
      if (error instanceof ReplayedEvent) outcome(request, 'replayed');
      throw error;
    }
  }

  return { signedWith, counted };
}
