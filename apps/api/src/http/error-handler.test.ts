// The one table of status codes (error-handler.ts): each domain error a rule
// throws leaves with its status and the `{ code, message, errors }` body,
// fields included; Fastify's own refusals carry the same shape; anything else
// is a 500 that tells nothing.
import { Writable } from 'node:stream';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { historyMessages } from '@velas/domain/messages/history';
import { walletMessages } from '@velas/domain/messages/wallet';
import { apiErrorSchema } from '@velas/domain/schemas/api-error';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Conflict,
  Forbidden,
  Gone,
  InternalFailure,
  Invalid,
  NotFound,
  Refused,
  Throttled,
  Unauthenticated,
  Unavailable,
  UpstreamFailed,
  type DomainError,
} from '#/domain-errors.js';
import { unusableAnswer } from '#/provider-wire/provider-client.js';
import { errorHandler, sendNotFound, statusOf } from './error-handler.js';
import { zodSchemas } from './zod-compilers.js';

const TABLE: [string, DomainError, number, string][] = [
  ['Invalid', new Invalid(historyMessages.querySpanOrder), 400, 'invalid'],
  ['Unauthenticated', new Unauthenticated(authMessages.unauthenticated), 401, 'unauthenticated'],
  ['Forbidden', new Forbidden(authMessages.forbidden), 403, 'forbidden'],
  ['NotFound', new NotFound(commonMessages.notFound), 404, 'not_found'],
  ['Conflict', new Conflict(walletMessages.withdrawAlreadySettled), 409, 'conflict'],
  ['Gone', new Gone(staffMessages.staffEnrolmentInvalid), 410, 'gone'],
  ['Refused', new Refused(walletMessages.closeRoundOpen), 422, 'refused'],
  ['Throttled', new Throttled(authMessages.tooManyLoginAttempts), 429, 'throttled'],
  ['InternalFailure', new InternalFailure(walletMessages.depositFailed), 500, 'internal_failure'],
  ['UpstreamFailed', new UpstreamFailed(gamesMessages.gameLaunchFailed), 502, 'upstream_failed'],
  ['Unavailable', new Unavailable(commonMessages.serviceUnavailable), 503, 'unavailable'],
];

describe('the error handler', () => {
  let app: FastifyInstance;
  let thrown: unknown;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 64 });
    await app.register(zodSchemas);
    await app.register(errorHandler);
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    app.get('/throw', () => {
      throw thrown;
    });
    app.post(
      '/echo',
      { schema: { body: z.object({ amount: z.number().int({ error: 'inteiro' }) }) } },
      () => ({}),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  const answerTo = async (error: unknown) => {
    thrown = error;
    const response = await app.inject({ method: 'GET', url: '/throw' });
    return { status: response.statusCode, body: response.body };
  };

  it.each(TABLE)(
    'answers %s with %i, its code and its message',
    async (_name, error, status, code) => {
      expect(statusOf(error)).toBe(status);
      expect(await answerTo(error)).toEqual({
        status,
        body: JSON.stringify({ code, message: error.message, errors: {} }),
      });
    },
  );

  it('names the field a failure is tied to, and the code a client branches on', async () => {
    const error = Refused.field(
      'amount',
      walletMessages.insufficientBalance,
      'insufficient_balance',
    );
    expect(error).toBeInstanceOf(Refused);
    expect(await answerTo(error)).toEqual({
      status: 422,
      body: JSON.stringify({
        code: 'insufficient_balance',
        message: walletMessages.insufficientBalance,
        errors: { amount: [walletMessages.insufficientBalance] },
      }),
    });
  });

  it('answers any other error with 500 and the generic message, nothing of its own', async () => {
    expect(await answerTo(new Error('connection reset: host db-1'))).toEqual({
      status: 500,
      body: JSON.stringify({
        code: 'internal_failure',
        message: commonMessages.internalError,
        errors: {},
      }),
    });
  });

  it("answers a body its schema refuses with 400, the code `invalid` and the schema's message", async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { amount: 1.5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: 'inteiro',
      errors: { amount: ['inteiro'] },
    });
  });

  it.each([
    [
      'a route that is none',
      { method: 'GET', url: '/nowhere' },
      404,
      'not_found',
      commonMessages.notFound,
    ],
    [
      'a body over the limit',
      { method: 'POST', url: '/echo', payload: { amount: 1, note: 'x'.repeat(100) } },
      413,
      'invalid',
      commonMessages.payloadTooLarge,
    ],
    [
      'a JSON it cannot read',
      {
        method: 'POST',
        url: '/echo',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'invalid',
      commonMessages.invalidRequest,
    ],
  ] as const)(
    "answers %s in Fastify's own refusal with %i and the code %s",
    async (_name, request, status, code, message) => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(status);
      expect(apiErrorSchema.parse(response.json())).toEqual({ code, message, errors: {} });
    },
  );
});

describe('the log of a failure', () => {
  const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
  let app: FastifyInstance;
  let thrown: unknown;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandler);
    app.get('/throw', () => {
      throw thrown;
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const failuresAfter = async (error: unknown) => {
    lines.length = 0;
    thrown = error;
    await app.inject({ method: 'GET', url: '/throw' });
    return lines.filter((line) => line.msg === 'request failed');
  };

  it("keeps a provider's failure underneath the player's refusal, at warn for a 503", async () => {
    const cause = unusableAnswer({ status: 500, body: {} }, 'payment');
    const [line, ...more] = await failuresAfter(
      new Unavailable(walletMessages.depositFailed, { cause }),
    );
    expect(more).toEqual([]);
    expect(line?.level).toBe(40);
    expect(line?.err?.stack).toContain('payment provider answered 500 outside its contract');
  });

  it('logs an internal failure at error, and a refusal not at all', async () => {
    expect((await failuresAfter(new InternalFailure(walletMessages.depositFailed)))[0]?.level).toBe(
      50,
    );
    expect(await failuresAfter(new Refused(walletMessages.insufficientBalance))).toEqual([]);
  });
});
