// The demo crash game plays wherever the demo is opened
// (docs/games.md#where-the-demo-game-opens): a demo api started with PORT
// and no APP_ORIGIN (whose default names localhost:3000), opened at
// http://127.0.0.1:<port> as a phone on the LAN or another port would be.
// The game frame loads under the app's CSP, shows the demo page and the
// player's balance through the page's own calls to the demo aggregator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiProcess } from '@velas/api/testing/api-process';
import { crashPageTexts } from '@velas/domain/messages/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApi } from '../harness/built-api.js';
import { DEMO_SETTINGS } from '../harness/demo-settings.js';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { seen } from '../support/expectations.js';
import { signIn } from '../support/sign-in.js';
import { PHONE } from '../support/viewports.js';

const root = mkdtempSync(join(tmpdir(), 'velas-e2e-any-origin-'));
let api: ApiProcess | undefined;

beforeAll(async () => {
  api = await startBuiltApi({
    root,
    settings: DEMO_SETTINGS,
    logFile: join(e2eEnvironment().artifactsDir, 'api-any-origin.log'),
    withoutAppOrigin: true,
    env: () => ({ SCRYPT_LOG_N: '12' }),
  });
}, 240_000);
afterAll(async () => {
  await api?.stop('SIGTERM', 10_000);
  rmSync(root, { recursive: true, force: true });
});

describe('o jogo de demonstração fora de localhost:3000', () => {
  const session = useBrowserSession(PHONE, () => ({ baseURL: api?.url ?? '' }));

  it('abre e joga no quadro em http://127.0.0.1:<porta>, sem APP_ORIGIN', async () => {
    const { page } = session;
    expect(api?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (frame|connect)/i.test(message.text()))
        blocked.push(message.text());
    });
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/history-aviator');
    await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
    const frame = page.frameLocator('iframe[title="Aviator"]');
    await seen(frame.getByText(crashPageTexts.demoBanner));
    // The balance is empty until the page's own call to the demo aggregator answers.
    await seen(frame.locator('#balance').filter({ hasText: /^Saldo: R\$\s[\d.]+,\d{2}$/ }));
    const source = await page.locator('iframe[title="Aviator"]').getAttribute('src');
    expect(source).toMatch(new RegExp(`^${api?.url ?? ''}/demo-aggregator/crash\\?session=`));
    expect(blocked).toEqual([]);
  }, 300_000);
});
