// The one table of status codes (error-handler.ts): each domain error a rule
// throws leaves with its status and the `{ message, errors }` body, fields
// included; anything else is a 500 that tells nothing.
import { Writable } from 'node:stream';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { historyMessages } from '@velas/domain/messages/history';
import { walletMessages } from '@velas/domain/messages/wallet';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { errorHandler, statusOf } from './error-handler.js';

const TABLE: [string, DomainError, number][] = [
  ['Invalid', new Invalid(historyMessages.querySpanOrder), 400],
  ['Unauthenticated', new Unauthenticated(authMessages.unauthenticated), 401],
  ['Forbidden', new Forbidden(authMessages.forbidden), 403],
  ['NotFound', new NotFound(commonMessages.notFound), 404],
  ['Conflict', new Conflict(walletMessages.withdrawAlreadySettled), 409],
  ['Gone', new Gone(staffMessages.staffEnrolmentInvalid), 410],
  ['Refused', new Refused(walletMessages.insufficientBalance), 422],
  ['Throttled', new Throttled(authMessages.tooManyLoginAttempts), 429],
  ['InternalFailure', new InternalFailure(walletMessages.depositFailed), 500],
  ['UpstreamFailed', new UpstreamFailed(gamesMessages.gameLaunchFailed), 502],
  ['Unavailable', new Unavailable(commonMessages.serviceUnavailable), 503],
];

describe('the error handler', () => {
  let app: FastifyInstance;
  let thrown: unknown;

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    app.get('/throw', () => {
      throw thrown;
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const answerTo = async (error: unknown) => {
    thrown = error;
    const response = await app.inject({ method: 'GET', url: '/throw' });
    return { status: response.statusCode, body: response.body };
  };

  it.each(TABLE)('answers %s with %i and its message', async (_name, error, status) => {
    expect(statusOf(error)).toBe(status);
    expect(await answerTo(error)).toEqual({
      status,
      body: JSON.stringify({ message: error.message, errors: {} }),
    });
  });

  it('names the field a failure is tied to', async () => {
    const error = Refused.field('amount', walletMessages.insufficientBalance);
    expect(error).toBeInstanceOf(Refused);
    expect(await answerTo(error)).toEqual({
      status: 422,
      body: JSON.stringify({
        message: walletMessages.insufficientBalance,
        errors: { amount: [walletMessages.insufficientBalance] },
      }),
    });
  });

  it('answers any other error with 500 and the generic message, nothing of its own', async () => {
    expect(await answerTo(new Error('connection reset: host db-1'))).toEqual({
      status: 500,
      body: JSON.stringify({ message: commonMessages.internalError, errors: {} }),
    });
  });
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
