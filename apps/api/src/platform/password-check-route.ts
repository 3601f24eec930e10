// The estimate holds the event loop for a bounded pause (auth/password-strength.ts):
// a per-address budget keeps it from being a lever.
import { commonMessages } from '@velas/domain/messages/common';
import {
  passwordCheckRequestSchema,
  passwordCheckResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseGuessablePassword } from '#/auth/password-strength.js';
import { perIpLimit } from '#/http/rate-limits.js';

/** A person leaves the password field a few times a minute at most. */
const PASSWORD_CHECKS_PER_IP_PER_MINUTE = 20;

export function passwordCheckRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/validate/password',
    {
      config: {
        rateLimit: perIpLimit(
          PASSWORD_CHECKS_PER_IP_PER_MINUTE,
          commonMessages.tooManyPasswordChecks,
        ),
      },
      schema: { body: passwordCheckRequestSchema, response: { 200: passwordCheckResponseSchema } },
    },
    (request) => {
      const { password, ...details } = request.body;
      refuseGuessablePassword(password, Object.values(details));
      return Promise.resolve({ ok: true as const });
    },
  );
}
