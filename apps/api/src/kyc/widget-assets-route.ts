import { readFileSync } from 'node:fs';
import { commonMessages } from '@velas/domain/messages/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoPageScript } from '#/http/demo-page-scripts.js';
import { APP_FONT } from '#/http/public-files.js';

const ASSETS_DIR = new URL('../../public/kyc/', import.meta.url);
const ASSETS = {
  // Built from packages/demo-pages/src/kyc.
  'widget.js': {
    type: 'text/javascript; charset=utf-8',
    body: demoPageScript('kyc-widget.js'),
  },
  'widget.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(new URL('widget.css', ASSETS_DIR), 'utf8'),
  },
  // The app's font, so the frame reads as the app.
  'figtree-ptbr-wght.woff2': { type: 'font/woff2', body: APP_FONT },
} as const;

const assetPathSchema = z.object({
  file: z.enum(['widget.js', 'widget.css', 'figtree-ptbr-wght.woff2'], {
    error: commonMessages.notFound,
  }),
});

export function widgetAssetsRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/widget-assets/:file', { schema: { params: assetPathSchema } }, (request, reply) => {
    const asset = ASSETS[request.params.file];
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
}
