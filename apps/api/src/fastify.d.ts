// What the cross-cutting plugins add to Fastify's instance and requests.
import type { Config } from './env.js';
import type { Database } from './db/database.js';
import type { Clock } from './clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    /** preValidation: 401 unless the request carries a live bearer token; sets request.userId. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The authenticated platform user; 0 before `authenticate` ran. */
    userId: number;
  }
}
