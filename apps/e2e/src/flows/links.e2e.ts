// In the demo: every screen says it is a demo, and no screen has a
// dead link, an empty frame or about:blank; external links go only where the
// demo's settings file (harness/demo-settings.ts) says, and each of those shows.
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIGURED_URLS } from '../harness/demo-settings.js';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { checkEveryScreen } from '../support/every-screen.js';
import { inspectLinksAndFrames } from '../support/links.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('links e frames no demo ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('every screen shows the demo banner and only live links and frames', async () => {
    const { page } = session;
    const seen = await checkEveryScreen({
      page,
      baseUrl: e2eEnvironment().baseUrl,
      configured: DEMO_CONFIGURED_URLS,
      settingsMarker:
        'Ambiente de demonstração: o seu saldo no app não é dinheiro real; as apostas saem dele.',
      signIn: () => signIn(page, DEMO.email, DEMO.password),
      // The demo plays only its crash game: the other game screens offer no
      // 'Jogar aqui', and Roletas has no betting site to show in the demo.
      gameScreens: ['/admin/history-aviator', '/admin/horarios'],
      launchGame: 'Aviator',
    });
    // The checks looked at something: the games' frames and the screens' links.
    // Aviator's on the two screens that play it, and the launched game.
    expect(seen.frames).toBeGreaterThanOrEqual(3);
    expect(seen.unavailable).toBe(0);
    expect(seen.links).toBeGreaterThan(50);
    for (const url of DEMO_CONFIGURED_URLS)
      expect(
        [...seen.external].some((seenUrl) => seenUrl.startsWith(url)),
        url,
      ).toBe(true);
    // Sixteen screens and a game on a shared 2-core machine.
  }, 300_000);

  it('the checker itself reports each kind of dead link and frame', async () => {
    const { page } = session;
    await page.goto('/auth/presentation', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        [
          '<a href="">vazio</a>',
          '<a href="#">cerquilha</a>',
          '<a href="https://wa.me/">sem número</a>',
          '<a href="https://chat.whatsapp.com/">sem grupo</a>',
          '<a href="https://outro.example.com/">não configurado</a>',
          '<a href="/admin/nao-existe">sem tela</a>',
          '<iframe title="sem src"></iframe>',
          '<iframe title="em branco" src="about:blank"></iframe>',
        ].join(''),
      );
    });
    const { problems } = await inspectLinksAndFrames(page, DEMO_CONFIGURED_URLS);
    expect(problems.map((problem) => /\(([^)]+)\)$/.exec(problem)?.[1]).sort()).toEqual(
      [
        'about:blank',
        'chat.whatsapp.com sem grupo',
        'endereço externo não configurado',
        'frame sem src nem srcdoc',
        'link vazio',
        'link vazio',
        'nenhuma tela nesse caminho',
        'wa.me sem número',
      ].sort(),
    );
  });
});
