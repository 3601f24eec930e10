// The offline verifier (docs/product/provably-fair-rounds.md#round-verification) in the suite's
// Chromium: the page as a person keeps it (file://, every network request
// refused), checked against the golden vectors; a stored round tampered with
// in each of three ways (its odd, its hash, a substituted round only its chain
// link betrays) shows in red with its id, and nothing else does; and the
// running api's JSON export of the whole chain, as downloaded (oldest first),
// verifies green to the published terminating hash in the page's worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { chainInfoSchema, exportedRoundSchema } from '@velas/domain/schemas/history';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifierPageUrl } from '../harness/paths.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { expectedRedIds, tamperings, type Tampering } from '../support/tampering.js';
import { DESKTOP } from '../support/viewports.js';

const chain = golden.chain.roundsNewestFirst.map((round) => ({
  id: round.id,
  hash: round.hash,
  odd: round.crash,
}));
const TAMPERED = 6;

function tamperedChain(what: Tampering) {
  return chain.map((round, i) =>
    i === TAMPERED ? tamperings[what](round, golden.chain.salt) : round,
  );
}

describe('verificador.html, offline', () => {
  const session = useBrowserSession(DESKTOP);
  const requests: string[] = [];

  beforeEach(async () => {
    requests.length = 0;
    await session.context.route('**/*', async (route) => {
      const url = route.request().url();
      if (url === verifierPageUrl) return route.continue();
      requests.push(url);
      return route.abort();
    });
    await session.page.goto(verifierPageUrl);
  });

  it('walks the golden chain to its published hash without a single request', async () => {
    const { page } = session;
    await page.getByLabel('Código da casa (salt)').fill(golden.chain.salt);
    await page
      .getByLabel('Código final publicado pela casa (opcional)')
      .fill(golden.chain.terminatingHash);
    await page.getByLabel('Código (hash) da rodada mais recente').fill(chain[0]?.hash ?? '');
    await page.getByLabel('Quantas rodadas conferir').fill('100');
    await page.getByRole('button', { name: 'Verificar' }).click();
    const status = page.getByRole('status').filter({ hasText: 'verificada(s)' });
    await status.waitFor();
    expect(await status.innerText()).toBe(
      `${chain.length} rodada(s) verificada(s) a partir do código informado, calculando a vela de cada uma e o código da anterior; a cadeia chega ao código final publicado.`,
    );
    const crashes = await page.locator('#tabela tbody tr td:nth-child(4)').allTextContents();
    expect(crashes).toEqual(chain.map((round) => `${round.odd.toFixed(2).replace('.', ',')}x`));
    expect(requests).toEqual([]);
  });

  it.each(Object.keys(tamperings) as Tampering[])(
    'shows a stored round whose %s was tampered with in red, with its id',
    async (what) => {
      const { page } = session;
      await page.getByLabel('Código da casa (salt)').fill(golden.chain.salt);
      await page
        .getByLabel('Código final publicado pela casa (opcional)')
        .fill(golden.chain.terminatingHash);
      await page.getByLabel(/lista de rodadas/).fill(JSON.stringify(tamperedChain(what)));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByRole('status').filter({ hasText: 'divergente(s), em vermelho' }).waitFor();
      const redIds = await page.locator('#tabela tr.divergente td:first-child').allTextContents();
      const tamperedId = String(chain[TAMPERED]?.id);
      const olderId = String(chain[TAMPERED + 1]?.id);
      expect(redIds).toContain(what === 'link' ? olderId : tamperedId);
      expect(redIds.every((id) => id === tamperedId || id === olderId)).toBe(true);
      expect(redIds).toEqual(expectedRedIds(chain, TAMPERED, what).map(String));
      expect(requests).toEqual([]);
    },
  );
});

describe('verificador.html, on the whole chain as exported', () => {
  const session = useBrowserSession(DESKTOP);

  it('runs its worker as served by the api, under the page’s own CSP', async () => {
    const { page } = session;
    await page.goto('/verificador.html');
    await page
      .getByLabel('Código final publicado pela casa (opcional)')
      .fill(golden.chain.terminatingHash);
    await page.getByLabel(/lista de rodadas/).fill(JSON.stringify(golden.chain));
    await page.getByRole('button', { name: 'Verificar' }).click();
    const status = page.getByRole('status').filter({ hasText: 'verificada(s)' });
    await status.waitFor();
    expect(await status.innerText()).toContain(
      'nenhuma divergência; a cadeia chega ao código final publicado',
    );
    expect(await status.getAttribute('class')).toBe('ok');
  });

  const folder = mkdtempSync(join(tmpdir(), 'velas-export-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('verifies the JSON export in its download order green, to the published hash', async () => {
    const { baseUrl } = e2eEnvironment();
    // A fresh api publishes its chain as its first backfill starts, moments after it answers.
    const chainInfo = await vi.waitFor(
      async () =>
        chainInfoSchema.parse(
          await (await fetch(`${baseUrl}/history-api/chain?betHouse=${DEFAULT_BET_HOUSE}`)).json(),
        ),
      { timeout: 60_000, interval: 1_000 },
    );
    const exportUrl = `${baseUrl}/history-api/rounds/export?betHouse=${DEFAULT_BET_HOUSE}&from=0&to=${String(Date.now() + 60_000)}&format=json`;
    const text = await (await fetch(exportUrl)).text();
    const rows = exportedRoundSchema.array().parse(JSON.parse(text));
    const chained = rows.filter((row) => row.salt === chainInfo.salt);
    // As downloaded: oldest first.
    expect(rows[0]?.id).toBeLessThan(rows.at(-1)?.id ?? 0);
    expect(chained.length).toBeGreaterThan(10_000);
    const file = join(folder, 'rodadas.json');
    writeFileSync(file, text);

    const { page } = session;
    await page.goto(verifierPageUrl);
    await page
      .getByLabel('Código final publicado pela casa (opcional)')
      .fill(chainInfo.terminatingHash);
    await page.getByLabel('Escolher arquivo').setInputFiles(file);
    // The pt-BR picker names the chosen file where the browser's own would.
    expect(await page.locator('#nome-arquivo').innerText()).toBe('rodadas.json');
    await page.getByRole('button', { name: 'Verificar' }).click();
    // The work runs in a worker: the page keeps answering and shows progress meanwhile.
    await page.getByRole('status').filter({ hasText: 'Verificando' }).waitFor();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    const status = page.getByRole('status').filter({ hasText: 'verificada(s)' });
    await status.waitFor({ timeout: 180_000 });
    const ids = chained.map((row) => row.id);
    const feed = rows.length - chained.length;
    expect(await status.innerText()).toBe(
      `${String(chained.length)} rodada(s) verificada(s) (ids ${String(Math.min(...ids))} a ${String(Math.max(...ids))}), conferindo a vela de cada uma com o seu código e o elo de cada código com a rodada seguinte: nenhuma divergência; a cadeia chega ao código final publicado${feed > 0 ? `; ${String(feed)} rodada(s) de feed, sem cadeia publicada, ficaram de fora` : ''}.`,
    );
    expect(await status.getAttribute('class')).toBe('ok');
    expect(await page.locator('#tabela tr.divergente').count()).toBe(0);
  }, 300_000);
});
