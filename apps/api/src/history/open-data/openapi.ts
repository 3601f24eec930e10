// Registered inside the history plugin, so only its routes are collected. The
// UI loads its scripts from files, so the strict CSP (script-src 'self') holds.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { mountPrefix } from '@velas/domain/services';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { restoreParameterExamples } from './openapi-examples.js';
import { TAGS } from './public-reads.js';

/** Routes of the history service that are not public. */
const PRIVATE_ROUTES = new Set(['POST /history-api/rounds']);

/** Public reads that are never revalidated: the live stream. */
const UNCACHED_ROUTES = new Set(['GET /history-api/rounds/stream']);

export const HISTORY_DOCS_PREFIX = '/docs';

/**
 * The caching fields of a read's 200 answer and its 304 (conditional-reads.ts),
 * in the generated response schemas (@fastify/swagger reads `headers` on a
 * response and takes `type: 'null'` as an answer without a body).
 */
function describeValidators(response: unknown): void {
  if (typeof response !== 'object' || response === null || !('200' in response)) return;
  const answers = response as Record<string, unknown>;
  answers['200'] = { ...(answers['200'] as object), headers: VALIDATOR_HEADERS };
  answers['304'] = {
    type: 'null',
    description:
      'Não modificada: a cópia do cliente (If-None-Match ou If-Modified-Since) ainda vale; sem corpo.',
  };
}

const VALIDATOR_HEADERS = {
  'Cache-Control': {
    type: 'string',
    description:
      'Por quanto tempo a resposta vale: para sempre (prova de uma rodada), um dia (dia ou período encerrado) ou segundos (hoje).',
  },
  ETag: {
    type: 'string',
    description:
      'Validador para If-None-Match (fraco, W/"…", na exportação de um período encerrado).',
  },
  'Last-Modified': {
    type: 'string',
    description:
      'Só nas respostas que não mudam mais: o crash da rodada, o fim do dia ou do período. Validador para If-Modified-Since.',
  },
} as const;

export async function registerHistoryDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Velas — histórico de rodadas',
        description:
          'Chamadas públicas do serviço de histórico: velas, análises, provas de justiça e dados abertos. ' +
          'Leitura livre de qualquer origem (CORS sem credenciais); erros sempre como `{ message, errors }` em português. ' +
          'Períodos: `from` incluído, `to` excluído; um dia AAAA-MM-DD em `from` começa à meia-noite de São Paulo e em `to` entra inteiro. ' +
          'Inteiros (numberVelas, odd, filter, startId, limit, id, from/to em milissegundos) só com dígitos decimais: sem sinal, espaços, expoente, fração ou zeros à esquerda (`10`, não `010`, `+10`, `1e1` nem `10.0`); um valor vazio é recusado. ' +
          'Respostas com ETag (e Last-Modified quando não mudam mais) respondem 304 a If-None-Match (lista de tags, comparação fraca, ou `*`) ou If-Modified-Since; erros vêm sem validador e com `Cache-Control: no-store`.',
        version: '1.0.0',
        contact: { name: 'Velas' },
      },
      // Relative: the document describes whichever server serves it.
      servers: [{ url: '/', description: 'Este servidor' }],
      tags: [
        { name: TAGS.candles, description: 'As rodadas de um dia, como velas.' },
        { name: TAGS.analysis, description: 'Contagens e intervalos calculados sobre um dia.' },
        { name: TAGS.fairness, description: 'Hashes, salt e cadeia para conferir cada rodada.' },
        { name: TAGS.openData, description: 'Exportação, casas e atualizações ao vivo.' },
      ],
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      for (const part of ['querystring', 'params'] as const)
        restoreParameterExamples(document.schema[part], transformed.schema[part]);
      const route = `${document.route.method.toString()} ${document.url}`;
      if (!UNCACHED_ROUTES.has(route)) describeValidators(transformed.schema.response);
      if (!PRIVATE_ROUTES.has(route)) return transformed;
      return { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: HISTORY_DOCS_PREFIX,
    // The UI's page names its files from the full path, so /history-api/docs
    // (no trailing slash) loads them as /history-api/docs/static/… too.
    indexPrefix: mountPrefix('history'),
  });
}
