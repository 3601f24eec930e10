// The pt-BR 503 for requests on open keep-alive connections while the server
// closes; return503OnClosing is off in server-options.ts for that reason.
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Unavailable } from '#/domain-errors.js';

export const closingPlugin = fp(
  (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) {
        done();
        return;
      }
      reply.header('connection', 'close');
      done(new Unavailable(commonMessages.serviceUnavailable));
    });
  },
  { name: 'closing', dependencies: ['error-handler'] },
);
