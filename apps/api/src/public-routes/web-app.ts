// Anything but the web app's files stays a JSON 404
// (docs/architecture.md#phone-performance).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from '#/http/error-handler.js';

const SPA_PATHS = /^\/(?:$|admin(?:\/|$)|rtl(?:\/|$)|auth(?:\/|$))/;
/**
 * Pages the build wrote for a path: the public pages prerendered, the signed-in
 * screens' with their modules named for preloading. The pattern also keeps `..`
 * out of the file path.
 */
const PRERENDERABLE = /^\/(?:auth|admin|rtl)(?:\/[\w-]+)+$/;
/**
 * Headers only a document (or a worker's script) obeys. On a hashed script,
 * stylesheet or font they are about 560 bytes a response that HTTP/1.1 sends
 * uncompressed, once per chunk a page loads.
 * nosniff, CORP, Referrer-Policy (a stylesheet's own requests follow it) and
 * HSTS stay on every response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * The hashed files no browser runs as a document or a worker: a worker's
 * script (`*.worker-<hash>.js`) takes its CSP from its own response, and an
 * SVG opened by itself is a document.
 */
const SUBRESOURCE = /[\\/]assets[\\/](?![^\\/]*\.worker-)[^\\/]+\.(?:js|css|woff2)(?:\.br|\.gz)?$/;
/** The web app's own test for a phone (apps/web/src/lib/pwa/isPhone.ts). */
const PHONE_AGENT = /iPhone|iPad|iPod|Android/i;

function prerenderedPage(
  directory: string,
  known: Map<string, boolean>,
  path: string,
  userAgent: string,
): string | undefined {
  const page = path.replace(/\/+$/, '');
  if (!PRERENDERABLE.test(page)) return undefined;
  const candidates = PHONE_AGENT.test(userAgent) ? ['phone.html', 'index.html'] : ['index.html'];
  for (const name of candidates) {
    const file = `${page.slice(1)}/${name}`;
    let exists = known.get(file);
    if (exists === undefined) {
      exists = existsSync(join(directory, file));
      known.set(file, exists);
    }
    if (exists) return file;
  }
  return undefined;
}

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
      // helmet wrote them on the raw response, in its onRequest hook.
      if (SUBRESOURCE.test(path))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    },
  });

  const known = new Map<string, boolean>();
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && SPA_PATHS.test(path)) {
      const page = prerenderedPage(directory, known, path, request.headers['user-agent'] ?? '');
      // The page differs by agent only where a phone.html exists; caches must keep both apart.
      if (page !== undefined) reply.header('vary', 'user-agent');
      return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
    }
    return sendNotFound(reply);
  });
}

/**
 * The built web app when there is one (index.html for client routes);
 * without it every unknown path answers the api's pt-BR 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { directory: string }) => {
    if (hasBuiltWebApp(options.directory)) await registerWebApp(app, options.directory);
    else app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  },
  { name: 'web-app' },
);
