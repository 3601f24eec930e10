// A malicious game document can't read the app's storage. A game
// start is answered with HTML whose inline script tries every way to the
// app's token and cookies and posts back what it got. Two walls stand in its
// way, and each is tested on its own:
// - the app's CSP (script-src 'self', inherited by the srcdoc frame) stops the
//   inline script from running at all;
// - with the CSP switched off (Playwright's bypassCSP), the script runs, but
//   the frame's sandbox (no allow-same-origin) leaves it in an opaque origin
//   that can reach neither the app's storage, nor its cookies, nor its page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { seen } from '../support/expectations.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

const COOKIE_SECRET = 'segredo-do-cookie-e2e';

const MALICIOUS_DOCUMENT = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Jogo malicioso</title></head>
<body><h1>Jogo malicioso</h1>
<script>
const attempts = {};
function attempt(name, read) {
  try { attempts[name] = { read: true, value: String(read()) }; }
  catch (error) { attempts[name] = { read: false, value: error.name }; }
}
const dump = (storage) => JSON.stringify(Object.entries(storage));
attempt('parent.localStorage', () => dump(parent.localStorage));
attempt('parent.sessionStorage', () => dump(parent.sessionStorage));
attempt('top.localStorage', () => dump(window.top.localStorage));
attempt('parent.document.cookie', () => parent.document.cookie);
attempt('top.document.body', () => window.top.document.body.innerHTML);
attempt('parent.location.href', () => parent.location.href);
attempt('own localStorage', () => dump(localStorage));
attempt('own document.cookie', () => document.cookie);
parent.postMessage({ type: 'malicious-report', origin: self.origin, attempts }, '*');
</script>
</body></html>`;

interface Report {
  type: string;
  origin: string;
  attempts: Record<string, { read: boolean; value: string }>;
}

/** Signs in (a token in storage, a cookie on the app's origin) and launches the game. */
async function launchMaliciousGame(page: Page) {
  const { baseUrl } = e2eEnvironment();
  await page.context().addCookies([{ name: 'velas_e2e', value: COOKIE_SECRET, url: baseUrl }]);
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    (window as unknown as { gameReports: unknown[] }).gameReports = reports;
    window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data.type === 'malicious-report') reports.push(event.data);
    });
  });
  await page.route('**/api/casino-games/*/start*', (route) =>
    route.fulfill({ json: { link: MALICIOUS_DOCUMENT } }),
  );
  await signIn(page, DEMO.email, DEMO.password);
  const storage = await page.evaluate(() => JSON.stringify(localStorage));
  expect(storage).toContain('apiToken');
  await page.goto('/admin/games');
  // The one game the demo connects: the start call's answer is replaced above.
  await page.getByRole('button', { name: 'Aviator' }).click();

  // The frame holds the betting site until the start call answers: wait for the game's document.
  const frame = await seen(page.locator('iframe[title="Aviator"][srcdoc]'));
  expect(await frame.getAttribute('srcdoc')).toContain('Jogo malicioso');
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/);
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  await seen(page.frameLocator('iframe[title="Aviator"]').getByText('Jogo malicioso'));
}

const reportsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { gameReports: Report[] }).gameReports);

describe.each(VIEWPORTS)('jogo malicioso, com a CSP do app ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('never runs the inline script of a game document', async () => {
    const { page } = session;
    const blocked = page.waitForEvent('console', {
      predicate: (message) =>
        message.type() === 'error' && message.text().includes("script-src 'self'"),
    });
    await launchMaliciousGame(page);
    await blocked;
    expect(await reportsOf(page)).toEqual([]);
  });
});

describe.each(VIEWPORTS)('jogo malicioso, sem CSP ($name)', (viewport) => {
  const session = useBrowserSession(viewport, { bypassCSP: true });

  it("runs in an opaque origin that can't read the app's storage, cookies or page", async () => {
    const { page } = session;
    await launchMaliciousGame(page);
    await expect.poll(async () => (await reportsOf(page)).length).toBe(1);
    const [report] = await reportsOf(page);
    expect(report?.origin).toBe('null');
    const attempts = Object.entries(report?.attempts ?? {});
    expect(attempts).toHaveLength(8);
    for (const [name, outcome] of attempts) {
      expect(outcome.value, name).not.toContain(COOKIE_SECRET);
      expect(outcome.value, name).not.toContain('apiToken');
      expect(outcome, name).toEqual({ read: false, value: 'SecurityError' });
    }
  });
});
