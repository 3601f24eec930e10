// Read at run time so one build serves any operator; cached five minutes, as it
// changes only when the operator restarts the api.
import {
  demoGameBetHouse,
  publicSettingsResponseSchema,
  type PublicSettingsResponse,
} from '@velas/domain/schemas/operator-settings';
import type { FastifyInstance } from 'fastify';

interface TestDocument {
  cpf: string;
  name: string;
}

export function settingsRoutes(
  app: FastifyInstance,
  options: { testDocuments: readonly TestDocument[] },
): void {
  const { mode, operator } = app.settings;
  const body: PublicSettingsResponse = {
    ...operator.public,
    mode,
    demo:
      mode === 'demo'
        ? {
            testDocuments: options.testDocuments.map(({ cpf, name }) => ({ cpf, name })),
            playedBetHouse: demoGameBetHouse(operator),
          }
        : null,
  };
  app.get(
    '/api/settings/public',
    { schema: { response: { 200: publicSettingsResponseSchema } } },
    (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );
}
