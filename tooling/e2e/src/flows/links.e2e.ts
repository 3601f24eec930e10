// Issue 14 in the demo: every screen says it is a demo, and no screen has a
// dead link, an empty frame or about:blank (the demo configures no operator
// link, so nothing external may appear at all).
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { checkEveryScreen } from '../support/every-screen.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('links e frames no demo ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('every screen shows the demo banner and only live links and frames', async () => {
    const { page } = session;
    const seen = await checkEveryScreen({
      page,
      baseUrl: e2eEnvironment().baseUrl,
      configured: [],
      settingsMarker: 'Ambiente de demonstração: nenhum dinheiro real é movimentado.',
      signIn: () => signIn(page, DEMO.email, DEMO.password),
      launchGame: 'Tigre Dourado',
    });
    // The checks looked at something: the games' frames and the screens' links.
    expect(seen.frames).toBeGreaterThanOrEqual(5);
    expect(seen.links).toBeGreaterThan(50);
    expect([...seen.external]).toEqual([]);
    // Sixteen screens and a game on a shared 2-core machine.
  }, 300_000);
});
