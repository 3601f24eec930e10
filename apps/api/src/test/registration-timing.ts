// What the registration timing tests share: one registration measured in the
// process's CPU time, and the statistics that compare two sets of them.
import type { RegisterRequest } from '@velas/domain/schemas/auth';
import type { FastifyInstance } from 'fastify';

/**
 * One registration from `remoteAddress`: its status, body and the process's
 * CPU time it took, in ms. CPU time rather than the clock on the wall: on a
 * shared machine the wall clock mostly measures the other processes, while
 * the CPU time is the work the answer waited for (scrypt runs on libuv's
 * threads, PGlite in this process, both counted). The form's CPF check comes
 * first and fills the cache, as in the app.
 */
export async function timedRegistration(
  app: FastifyInstance,
  payload: RegisterRequest,
  remoteAddress: string,
): Promise<{ status: number; body: string; ms: number }> {
  await app.inject({
    method: 'POST',
    url: '/api/validate/document',
    payload: { document: payload.document },
    remoteAddress,
  });
  const cpu = process.cpuUsage();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress,
  });
  const used = process.cpuUsage(cpu);
  return { status: response.statusCode, body: response.body, ms: (used.user + used.system) / 1000 };
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** The spread of one request repeated, its extremes left out. */
export const spread = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted.at(-2) ?? 0) - (sorted[1] ?? 0);
};
