// Domain errors' status codes are here and nowhere else; stack traces go to the log only.
import { codeOfStatus } from '@velas/domain/api-error-codes';
import { commonMessages } from '@velas/domain/messages/common';
import type { ApiError } from '@velas/domain/schemas/api-error';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '#/domain-errors.js';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  refused: 422,
  throttled: 429,
  internalFailure: 500,
  upstreamFailed: 502,
  unavailable: 503,
};

export function statusOf(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}

export function domainErrorBody(error: DomainError): ApiError {
  return { code: error.answerCode, message: error.message, errors: error.errors };
}

export function zodErrorBody(error: ZodError): ApiError {
  const errors: ApiError['errors'] = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? '_' : issue.path.map(String).join('.');
    // Several checks of one field may fail with the same message: say it once.
    const messagesOfField = (errors[field] ??= []);
    if (!messagesOfField.includes(issue.message)) messagesOfField.push(issue.message);
  }
  return {
    code: 'invalid',
    message: error.issues[0]?.message ?? commonMessages.invalidRequest,
    errors,
  };
}

/** Messages for the errors Fastify itself raises before a handler runs. */
function frameworkMessage(statusCode: number): string {
  if (statusCode === 404) return commonMessages.notFound;
  if (statusCode === 413) return commonMessages.payloadTooLarge;
  if (statusCode === 415) return commonMessages.unsupportedMediaType;
  if (statusCode === 503) return commonMessages.serviceUnavailable;
  return statusCode >= 500 ? commonMessages.internalError : commonMessages.invalidRequest;
}

/** Fastify's own refusals (a body too large, a JSON it cannot read): the status's generic code. */
function frameworkErrorBody(statusCode: number): ApiError {
  return { code: codeOfStatus(statusCode), message: frameworkMessage(statusCode), errors: {} };
}

/**
 * Fastify's `frameworkErrors`: a path parameter too long (414) or a URL it
 * cannot decode (400) is refused before routing, where the error handler
 * never sees it; answer those in the same pt-BR shape too.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  const statusCode =
    error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
  void reply.status(statusCode).send(frameworkErrorBody(statusCode));
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(frameworkErrorBody(404));
}

export const errorHandler = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
      if (error instanceof DomainError) {
        const status = statusOf(error);
        // A refusal is the player's business; a failure is the operator's: its
        // cause (a provider's answer, a missing row) goes to the log. A 503 is
        // expected now and then (a provider down, the api closing): a warning.
        if (status === 503) request.log.warn({ err: error }, 'request failed');
        else if (status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.status(status).send(domainErrorBody(error));
      }
      if (error instanceof ZodError) {
        return reply.status(400).send(zodErrorBody(error));
      }
      const statusCode =
        error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, statusCode }, 'request rejected');
      return reply.status(statusCode).send(frameworkErrorBody(statusCode));
    });
  },
  { name: 'error-handler' },
);
