// Serves the built web app (WEB_DIST_DIR) when it exists, so one process
// answers http://localhost:3000: hashed assets cached for a year, and
// index.html for the app's client-side routes (/, /admin/*, /rtl/*, /auth/*).
// Everything else that is not found stays a JSON 404. The build writes a
// brotli (.br) and a gzip (.gz) copy beside every text file; the one the
// browser accepts is sent, so nothing is compressed per request.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-handler.js';

const SPA_PATHS = /^\/(?:$|admin(?:\/|$)|rtl(?:\/|$)|auth(?:\/|$))/;

export function hasBuiltWebApp(directory: string): boolean {
  return existsSync(join(directory, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, directory: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: directory,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(directory, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && SPA_PATHS.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(reply);
  });
}
