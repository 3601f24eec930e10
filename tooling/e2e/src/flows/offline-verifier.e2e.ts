// The offline verifier (issue 17 §3) in the suite's Chromium: the page as a
// person keeps it (file://, every network request refused), checked against
// the golden vectors, and a stored round tampered with in each of three ways
// (its odd, its hash, a substituted round only its chain link betrays) shows
// in red with its id, and nothing else does.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../harness/paths.js';
import { useBrowserSession } from '../support/browser-session.js';
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
      `${chain.length} rodada(s) verificada(s). Nenhuma divergência. A cadeia chega ao hash final publicado.`,
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
