// RFC 9110 §13, decided by `fresh` (the jshttp module Express uses). Errors get
// no validator and are never stored: a 400 or a 429 holds for no one.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

const BODY_FIELDS = ['content-length', 'content-type', 'content-encoding', 'content-disposition'];

/** Registered after @fastify/etag, so its ETag is already on the reply. */
export function conditionalReads(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.header('cache-control', 'no-store');
      done(null, payload);
      return;
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    const validators = {
      etag: reply.getHeader('etag'),
      'last-modified': reply.getHeader('last-modified'),
    };
    if (!read || status !== 200 || !fresh(request.headers, validators)) {
      done(null, payload);
      return;
    }
    // The client's copy is current: nothing to send, and a streamed body is
    // never read (its first page query never runs). A 304 keeps the
    // validators and caching fields but no metadata of the body it does not
    // send (RFC 9110 §15.4.5); a null payload is how Fastify leaves out
    // Content-Length, which here would have to be the 200's length.
    if (payload instanceof Readable) payload.destroy();
    reply.code(304);
    for (const field of BODY_FIELDS) reply.removeHeader(field);
    done(null, null);
  });
}
