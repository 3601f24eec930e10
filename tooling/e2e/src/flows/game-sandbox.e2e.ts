// Issue 9 §7: a malicious game document can't read the app's storage. The
// start call is answered with HTML whose script (served from the app's own
// origin, so the app's CSP lets it run) tries every way to the app's token
// and cookies and posts back what it got. An inline script in the same
// document proves the CSP also stops inline code inside the frame.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { seen } from '../support/expectations.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

const SCRIPT_PATH = '/e2e/malicious-game.js';
const COOKIE_SECRET = 'segredo-do-cookie-e2e';

/** Runs inside the game frame: tries, and reports what each attempt returned. */
const MALICIOUS_SCRIPT = `
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
`;

const MALICIOUS_DOCUMENT = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Jogo malicioso</title></head>
<body><h1>Jogo malicioso</h1>
<script>parent.postMessage({ type: 'malicious-inline-ran' }, '*');</script>
<script src="${SCRIPT_PATH}"></script>
</body></html>`;

interface Report {
  type: string;
  origin?: string;
  attempts?: Record<string, { read: boolean; value: string }>;
}

describe.each(VIEWPORTS)('jogo malicioso ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it("can't read the app's storage, cookies or page", async () => {
    const { page, context } = session;
    const { baseUrl } = e2eEnvironment();
    await context.addCookies([{ name: 'velas_e2e', value: COOKIE_SECRET, url: baseUrl }]);
    await page.addInitScript(() => {
      const reports: unknown[] = [];
      (window as unknown as { gameReports: unknown[] }).gameReports = reports;
      window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data.type?.startsWith('malicious')) reports.push(event.data);
      });
    });
    await page.route('**/api/casino-games/*/start*', (route) =>
      route.fulfill({ json: { link: MALICIOUS_DOCUMENT } }),
    );
    await page.route(`**${SCRIPT_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: MALICIOUS_SCRIPT }),
    );

    await signIn(page, DEMO.email, DEMO.password);
    const token = await page.evaluate(() => JSON.stringify(localStorage));
    expect(token).toContain('apiToken');
    await page.goto('/admin/games');
    await page.getByRole('button', { name: 'Tigre Dourado' }).click();

    const frame = await seen(page.locator('iframe[title="Tigre Dourado"]'));
    expect(await frame.getAttribute('srcdoc')).toContain('Jogo malicioso');
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).toContain('allow-scripts');
    expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');

    const reports = () =>
      page.evaluate(() => (window as unknown as { gameReports: Report[] }).gameReports);
    await expect.poll(async () => (await reports()).length).toBeGreaterThan(0);
    const all = await reports();
    // The inline script came first in the document: had it run, it would have reported first.
    expect(all.map((report) => report.type)).toEqual(['malicious-report']);
    const [report] = all;
    expect(report?.origin).toBe('null');
    const attempts = report?.attempts ?? {};
    expect(Object.keys(attempts)).toHaveLength(8);
    for (const [name, outcome] of Object.entries(attempts)) {
      expect(outcome.value, name).not.toContain(COOKIE_SECRET);
      expect(outcome.value, name).not.toContain('apiToken');
      if (name.startsWith('parent.') || name.startsWith('top.'))
        expect(outcome, name).toEqual({ read: false, value: 'SecurityError' });
    }
  });
});
