// A provider's callback as the provider sends it: a JSON body signed with the
// shared secret at a given instant (provider-wire/signature.ts).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signatureHeaders } from '#/provider-wire/signature.js';

export function sendSignedCallback(
  app: FastifyInstance,
  callback: { url: string; secret: string; at: number; body: string },
): Promise<LightMyRequestResponse> {
  const { url, secret, at, body } = callback;
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/json', ...signatureHeaders(secret, at, body) },
  });
}
