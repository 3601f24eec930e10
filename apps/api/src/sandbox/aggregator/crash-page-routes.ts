// The demo crash page, its script and its font (docs/product/games.md#demo-crash-game).
import { mountPrefix } from '@velas/domain/services';
import type { FastifyInstance } from 'fastify';
import { CRASH_FONT, CRASH_SCRIPT, crashPage, crashPagePolicy } from './crash-page.js';
import type { DemoCrashGame } from './crash-play-routes.js';

export function crashPageRoutes(app: FastifyInstance, game: DemoCrashGame, betHouse: string): void {
  app.get('/crash', async (_request, reply) => {
    await game.prepare();
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', crashPagePolicy(app.config.APP_ORIGIN))
      .send(crashPage(`${mountPrefix('history')}/rounds/stream?betHouse=${betHouse}`));
  });

  // The page's opaque origin (the frame's sandbox) loads it cross-origin: CORP allows that.
  app.get('/crash/crash-game.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(CRASH_SCRIPT),
  );
  // A font is fetched with CORS: the opaque origin's request needs the wildcard.
  app.get('/crash/figtree-ptbr-wght.woff2', (_request, reply) =>
    reply
      .type('font/woff2')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .send(CRASH_FONT),
  );
}
