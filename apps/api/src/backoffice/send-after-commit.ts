// A payout a back-office decision queued is sent once its transaction
// committed; one not sent stays queued for the resend job (payouts/payouts.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';

export async function sendAfterCommit(
  app: FastifyInstance,
  request: FastifyRequest,
  payoutId: string | null,
): Promise<void> {
  if (payoutId === null) return;
  await app.payouts.send(payoutId).catch((error: unknown) => {
    request.log.warn({ err: error, payoutId }, 'payout not sent; it stays queued');
  });
}
