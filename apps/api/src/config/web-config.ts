import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { httpUrl, originList } from './setting-types.js';

/** A proxy's address or range, as proxy-addr (Fastify's trustProxy) reads it. */
const proxyAddress = z
  .string()
  .refine((entry) => (entry.includes('/') ? ipaddr.isValidCIDR(entry) : isIP(entry) !== 0), {
    error: 'endereço ou CIDR de proxy inválido',
  });
const trustProxy = z.union([
  z.enum(['false', '0', 'off']).transform(() => false as const),
  z
    .string()
    .regex(/^[1-9]$/, { error: 'use o número de proxies (1 a 9) ou a lista dos seus endereços' })
    .transform(Number),
  z
    .string()
    .refine((value) => !/^(true|on|1)$/.test(value.trim()), {
      error: 'confiar em todo proxy deixa qualquer cliente escolher o próprio endereço',
    })
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(proxyAddress).min(1)),
]);

/** The built web app, when it exists, is served by the api (docs/api/running.md#serving-the-web-app). */
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const defaultBackofficeDist = fileURLToPath(new URL('../../../backoffice/dist', import.meta.url));

export const webConfigSchema = z.object({
  /** Origin of the web app: KYC widget postMessage target and allowed frame parent. */
  APP_ORIGIN: httpUrl.default('http://localhost:3000'),
  /** Other origins allowed by CORS (the Vite dev server by default). */
  CORS_ORIGINS: originList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
  /** Origins of services the web app calls besides this api (CSP connect/img/frame sources). */
  CSP_EXTRA_ORIGINS: originList.default([]),
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For to trust (a
   * number), or the proxies' addresses/CIDRs (a list). `true` (trust every
   * hop) is refused: any client could then pick its own address.
   */
  TRUST_PROXY: trustProxy.default(false),
  /** Folder of the built web app; served with SPA fallback when it holds index.html. */
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /**
   * Folder of the built back-office app (apps/backoffice); served on the ops
   * listener only, when it holds index.html.
   */
  BACKOFFICE_DIST_DIR: z.string().default(defaultBackofficeDist),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
