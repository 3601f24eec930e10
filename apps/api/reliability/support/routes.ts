// Every route the api registered, read from Fastify's own route tree
// (printRoutes), so a new route is covered by the access and fuzz tests the
// moment it exists.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Parses `printRoutes({ commonPrefix: false })`: one node per line, children indented by 4. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = `${stack.join('')}${match[2] ?? ''}`;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) {
      // HEAD mirrors GET; OPTIONS * is the CORS preflight.
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
