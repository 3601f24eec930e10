// Request logs without secrets: no Authorization header, and any CPF-looking
// number in a URL masked (docs/product.md#money-input-and-errors).
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { obfuscateCpf } from '@velas/domain/documents';

const CPF_IN_TEXT = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g;

export function maskCpfsIn(text: string): string {
  return text.replace(CPF_IN_TEXT, (cpf) => obfuscateCpf(cpf));
}

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
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskCpfsIn(request.url),
        ip: request.ip,
      }),
    },
  };
}
