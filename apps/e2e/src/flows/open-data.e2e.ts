// Open data as an outside developer meets it (docs/product/provably-fair-rounds.md#open-data): the
// documentation UI at /history-api/docs (no trailing slash) lists every
// public operation and "Try it out" answers; and a page served from another
// origin (a second local server on its own 127.0.0.1 port) reads history-odd
// and the export with fetch, while the signed-in api stays closed to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toSaoPaulo } from '@velas/domain/calendar';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { DESKTOP } from '../support/viewports.js';

/** The public operations, as the document's paths. */
const PUBLIC_PATHS = [
  '/history-api/analysis-odd',
  '/history-api/analysis-position-odd',
  '/history-api/bet-houses',
  '/history-api/candles-by-hour',
  '/history-api/chain',
  '/history-api/history-filter-odd',
  '/history-api/history-odd',
  '/history-api/rounds/export',
  '/history-api/rounds/proofs',
  '/history-api/rounds/range',
  '/history-api/rounds/stream',
  '/history-api/rounds/{id}/verify',
];

describe('open data', () => {
  const session = useBrowserSession(DESKTOP);

  it('documents every operation at /history-api/docs, and "Try it out" answers', async () => {
    const { page } = session;
    await page.goto('/history-api/docs');
    await page.locator('.opblock').first().waitFor();
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    expect(paths.map((path) => path.replace(/\u200b/g, '')).sort()).toEqual(PUBLIC_PATHS);
    const chain = page.locator('.opblock').filter({ hasText: '/history-api/chain' });
    await chain.locator('.opblock-summary').click();
    await chain.getByRole('button', { name: 'Try it out' }).click();
    await chain.getByRole('button', { name: 'Execute' }).click();
    const status = chain.locator('.live-responses-table tr.response .response-col_status');
    await status.waitFor();
    expect((await status.innerText()).trim()).toBe('200');
    expect(await chain.locator('.live-responses-table').innerText()).toContain('terminatingHash');
  });

  describe('from a page on another origin', () => {
    let server: Server;
    let otherOrigin = '';
    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<!doctype html><html lang="pt-BR"><title>Outro site</title><p>Outro site</p>',
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      otherOrigin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('reads history-odd and the export, and not the signed-in api', async () => {
      const { page } = session;
      const { baseUrl } = e2eEnvironment();
      expect(new URL(otherOrigin).origin).not.toBe(new URL(baseUrl).origin);
      await page.goto(otherOrigin);
      const yesterday = toSaoPaulo(Date.now() - 86_400_000).date;
      const read = await page.evaluate(
        async ({ api, date, betHouse }) => {
          // The spec's client sends `User`, which takes a CORS preflight.
          const candles = await fetch(
            `${api}/history-api/history-odd?date=${date}&numberVelas=10&betHouse=${betHouse}`,
            { headers: { User: 'outro-site' } },
          );
          const exported = await fetch(
            `${api}/history-api/rounds/export?betHouse=${betHouse}&from=${date}&to=${date}&format=json`,
          );
          let signedIn = 'readable';
          try {
            await fetch(`${api}/api/auth/me`, { headers: { authorization: 'Bearer x' } });
          } catch {
            signedIn = 'blocked';
          }
          return {
            candles: (await candles.json()) as { id: number }[],
            exported: (await exported.json()) as { id: number; hash: string | null }[],
            cacheControl: exported.headers.get('cache-control'),
            signedIn,
          };
        },
        { api: baseUrl, date: yesterday, betHouse: DEFAULT_BET_HOUSE },
      );
      expect(read.candles).toHaveLength(10);
      expect(read.exported.length).toBeGreaterThan(1000);
      expect(read.exported.map((row) => row.id)).toEqual(
        expect.arrayContaining(read.candles.map((candle) => candle.id)),
      );
      expect(read.cacheControl).toBe('public, max-age=86400');
      expect(read.signedIn).toBe('blocked');
    });
  });
});
