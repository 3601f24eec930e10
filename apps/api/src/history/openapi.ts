// The public history calls as OpenAPI 3 (issue 17 §4), generated from the
// same zod schemas the routes validate with, browsable at /history-api/docs.
// Registered inside the history plugin, so only its routes are collected;
// the API-key ingestion is left out. The UI's page loads its scripts from
// files, so the app's strict CSP (script-src 'self') holds here too.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Routes of the history service that are not public. */
const PRIVATE_ROUTES = new Set(['POST /history-api/rounds']);

export async function registerHistoryDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Velas — histórico de rodadas',
        description:
          'Chamadas públicas do serviço de histórico: velas, análises, provas de justiça e dados abertos.',
        version: '1.0.0',
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      if (!PRIVATE_ROUTES.has(`${document.route.method.toString()} ${document.url}`))
        return transformed;
      return { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
