// The offline verifier (docs/product.md#round-verification) in the suite's
// Chromium: the page as a person keeps it (file://, every network request
// refused), checked against the golden vectors; a stored round tampered with
// in each of three ways (its odd, its hash, a substituted round only its chain
// link betrays) shows in red with its id, and nothing else does; and the
// running api's JSON export of the whole chain, as downloaded (oldest first),
// verifies green to the published terminating hash in the page's worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { chainInfoSchema, exportedRoundSchema } from '@velas/domain/schemas/history';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../harness/paths.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { expectedRedIds, tamperings, type Tampering } from '../support/tampering.js';
import { DESKTOP } from '../support/viewports.js';

const pageUrl = pathToFileURL(join(repoRoot, 'tooling/verify/verificador.html')).href;
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
      if (url === pageUrl) return route.continue();
      requests.push(url);
      return route.abort();
    });
    await session.page.goto(pageUrl);
  });

  it('walks the golden chain to its published hash without a single request', async () => {
    const { page } = session;
    await page.getByLabel('Salt').fill(golden.chain.salt);
    await page.getByLabel('Hash final publicado (opcional)').fill(golden.chain.terminatingHash);
    await page.getByLabel('Hash da rodada mais recente').fill(chain[0]?.hash ?? '');
    await page.getByLabel(/Quantidade de rodadas/).fill('100');
    await page.getByRole('button', { name: 'Verificar' }).click();
    const status = page.getByRole('status').filter({ hasText: 'verificada(s)' });
    await status.waitFor();
    expect(await status.innerText()).toBe(
      `${chain.length} rodada(s) verificada(s) a partir do hash informado, calculando o crash de cada uma (HMAC-SHA256 do hash com o salt) e o hash da anterior (SHA-256); a cadeia chega ao hash final publicado.`,
    );
    const crashes = await page.locator('#tabela tbody tr td:nth-child(4)').allTextContents();
    expect(crashes).toEqual(chain.map((round) => `${round.odd.toFixed(2).replace('.', ',')}x`));
    expect(requests).toEqual([]);
  });

  it.each(Object.keys(tamperings) as Tampering[])(
    'shows a stored round whose %s was tampered with in red, with its id',
    async (what) => {
      const { page } = session;
      await page.getByLabel('Salt').fill(golden.chain.salt);
      await page.getByLabel('Hash final publicado (opcional)').fill(golden.chain.terminatingHash);
      await page.getByLabel(/lista JSON/).fill(JSON.stringify(tamperedChain(what)));
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
  const folder = mkdtempSync(join(tmpdir(), 'velas-export-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('verifies the JSON export in its download order green, to the published hash', async () => {
    const { baseUrl } = e2eEnvironment();
    const chainInfo = chainInfoSchema.parse(
      await (await fetch(`${baseUrl}/history-api/chain?betHouse=${DEFAULT_BET_HOUSE}`)).json(),
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
    await page.goto(pageUrl);
    await page.getByLabel('Hash final publicado (opcional)').fill(chainInfo.terminatingHash);
    await page.getByLabel('Ou abra o arquivo JSON baixado').setInputFiles(file);
    await page.getByRole('button', { name: 'Verificar' }).click();
    // The work runs in a worker: the page keeps answering and shows progress meanwhile.
    await page.getByRole('status').filter({ hasText: 'Verificando' }).waitFor();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    const status = page.getByRole('status').filter({ hasText: 'verificada(s)' });
    await status.waitFor({ timeout: 180_000 });
    const ids = chained.map((row) => row.id);
    const feed = rows.length - chained.length;
    expect(await status.innerText()).toBe(
      `${String(chained.length)} rodada(s) verificada(s) (ids ${String(Math.min(...ids))} a ${String(Math.max(...ids))}), conferindo o crash de cada uma (HMAC-SHA256 do hash com o salt) e o elo de cada hash com a rodada seguinte (SHA-256): nenhuma divergência; a cadeia chega ao hash final publicado${feed > 0 ? `; ${String(feed)} rodada(s) de feed, sem cadeia publicada, ficaram de fora` : ''}.`,
    );
    expect(await status.getAttribute('class')).toBe('ok');
    expect(await page.locator('#tabela tr.divergente').count()).toBe(0);
  }, 300_000);
});
