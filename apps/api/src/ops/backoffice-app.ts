// The files go out through the not-found handler, not routes, so the guard's
// rule that every route declares its access stays whole.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '#/http/error-handler.js';

/** A built asset's path: one name under /assets, so `..` never reaches the disk. */
const ASSET = /^\/assets\/[\w.-]+\.(?:js|css|woff2|svg|png|ico)$/;
/** The app's pages: any path without a file extension outside the api. */
const APP_PAGE = /^\/(?!ops-api(?:\/|$))(?:[\w-]+(?:\/[\w-]+)*)?\/?$/;

export function hasBuiltBackoffice(directory: string): boolean {
  return existsSync(join(directory, 'index.html'));
}

export async function registerBackofficeApp(
  ops: FastifyInstance,
  directory: string,
): Promise<void> {
  // serve: false adds reply.sendFile and no route.
  await ops.register(fastifyStatic, { root: directory, serve: false });
  const known = new Map<string, boolean>();
  const exists = (file: string): boolean => {
    let found = known.get(file);
    if (found === undefined) {
      found = existsSync(join(directory, file));
      known.set(file, found);
    }
    return found;
  };
  ops.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply);
    if (ASSET.test(path) && exists(path.slice(1))) return reply.sendFile(path.slice(1));
    if (APP_PAGE.test(path)) return reply.sendFile('index.html');
    return sendNotFound(reply);
  });
}
