// No personal data (LGPD): every line is swept for CPFs, e-mail addresses and
// phone numbers, whatever field holds them (docs/operations/logs.md#logs).
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { obfuscateCpf } from '@velas/domain/documents';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A CPF standing alone: not glued to more digits (a millisecond timestamp
 * holds eleven in a row too) nor to letters (a hex id, a payout's or a
 * request's, may hold such a run, and masked it could not be found again).
 */
const CPF_ALONE = /(?<![\dA-Za-z.])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\dA-Za-z])/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Brazilian phones as people write them: (11) 91234-5678, 11 91234-5678, +55 11 91234-5678. */
const PHONE = /(?:\+55\s?)?(?:\(\d{2}\)\s?|\b\d{2}\s)9?\d{4}-?\d{4}\b/g;

function maskCpfsIn(text: string): string {
  return text.replace(CPF_ALONE, (cpf) => obfuscateCpf(cpf));
}

/**
 * Query parameters whose value is a secret or personal: the reset and
 * sign-in link tokens (`/auth/redefinir-senha?token=`,
 * `/auth/entrar-com-link?token=`, valid until tapped), the demo game's
 * `session`, an e-mail address written percent-encoded, which the
 * e-mail sweep below cannot see, and the back office's player search `q`
 * (an e-mail, or a CPF spaced or punctuated past what the CPF sweep knows).
 */
const SECRET_QUERY_PARAMETERS = [
  'token',
  'access_token',
  'refresh_token',
  'session',
  'code',
  'key',
  'password',
  'email',
  'cpf',
  'document',
  'phone',
  'q',
];
const SECRET_IN_QUERY = new RegExp(`([?&;](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&;#]*`, 'gi');

/** A request URL as the log shows it: secret query values replaced, CPFs masked. */
export function maskedUrl(url: string): string {
  return maskCpfsIn(url.replace(SECRET_IN_QUERY, '$1[mascarado]'));
}

export function maskPersonalData(line: string): string {
  return maskCpfsIn(
    line.replace(EMAIL, (email) => `${email.slice(0, 1)}***@***`).replace(PHONE, '(**) *****-****'),
  );
}

/** Fields whose values never reach the log, at the top level or one object down. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'token',
  'access_token',
  'cpf',
  'document',
  'email',
  'phone',
  'pix_key',
  'pixKey',
  'key',
];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-operator-key"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
}

/** `stream` lets tests read the log; by default it goes to stdout. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    redact: { paths: REDACTED_PATHS, censor: '[mascarado]' },
    hooks: {
      streamWrite: maskPersonalData,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskedUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** Every request gets a fresh id of our own (a client cannot choose what the audit trail shows). */
export function newRequestId(): string {
  return randomUUID();
}

/**
 * One line per request, once it is answered (Fastify's own two lines per
 * request are off): method, route pattern, masked URL (maskedUrl), status, time, user.
 */
function addRequestLogHooks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: maskedUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.userId > 0 ? request.userId : undefined,
      },
      'request',
    );
    done();
  });
}

export const requestLogHooks = fp(addRequestLogHooks, { name: 'request-log' });
