// Anyone may send one, so each address has a budget and the fields are bounded.
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { clientErrorReportSchema } from '@velas/domain/schemas/client-errors';
import { noContentSchema } from '@velas/domain/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perAddressLimit } from '#/http/rate-limits.js';

/** A page sends at most twenty (packages/web-core/src/report-error.ts); a few pages a minute pass. */
const REPORTS_PER_ADDRESS_PER_MINUTE = 60;

export function clientErrorRoutes(instance: FastifyInstance, options: { path: string }): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    options.path,
    {
      // Reached without a session: the ops listener's guard reads this (staff/route-access.ts).
      config: { access: 'public' },
      onRequest: perAddressLimit(
        app,
        REPORTS_PER_ADDRESS_PER_MINUTE,
        commonMessages.tooManyClientErrorReports,
        MINUTE_MS,
      ),
      bodyLimit: 8 * 1024,
      schema: { body: clientErrorReportSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client error reported');
      return reply.status(204).send(null);
    },
  );
}
