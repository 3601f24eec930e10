// Signal screens (docs/product/signals.md#signal-flow, #signal-screens,
// docs/product/overview.md#honesty-rules): a screen for a game the demo does not
// open offers no draw, only the way to the lobby; a tap on a generic signal
// draws at once, with no search, no spinner and no cooldown, and says it is a
// random draw (the games' chances are tested with the panels in
// apps/web/src/features/signals/signalPanels.test.tsx); plus the real online
// count and the Horarios estimates. At 360 and 390 px nothing scrolls sideways.
import { PRESENCE_SHOWN_FROM } from '@velas/domain/constants';
import { gamesMessages } from '@velas/domain/messages/games';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { onlineByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { demoGameId } from '../support/demo-games.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { phoneOf, VIEWPORTS } from '../support/viewports.js';

/**
 * A signal screen opened by its address for a game the demo does not open
 * (only its aggregator's crash game plays, decisions §10): the menu lists no
 * way there, and the screen says in one line that the game is not available
 * here, with the ways on that work here, and offers no draw, no RTP line
 * and no 'Jogar aqui' (docs/product/signals.md#signal-screens).
 */
async function seeNotAvailable(page: Page, path: string, title: string): Promise<void> {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(path);
  await seen(page.getByText(`${title} não está disponível nesta casa.`));
  await seen(page.getByRole('link', { name: 'Voltar', exact: true }));
  const lobby = page.locator('main').getByRole('link', { name: 'Ver Todos os Jogos' });
  expect(await lobby.getAttribute('href')).toBe('/admin/games');
  // No dead end: the crash game that plays in the demo, and its rounds.
  const play = page.locator('main').getByRole('link', { name: 'Jogar Aviator' });
  expect(await play.getAttribute('href')).toBe('/admin/games?jogar=3835');
  const rounds = page
    .locator('main')
    .getByRole('link', { name: 'Ver o histórico das rodadas do Aviator' });
  expect(await rounds.getAttribute('href')).toBe('/admin/history-aviator');
  expect(await page.getByRole('button', { name: gamesMessages.signalDraw }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Jogar aqui' }).count()).toBe(0);
  expect(await page.getByText(/^Retorno ao jogador /).count()).toBe(0);
  expect(await page.locator(`nav[aria-label="Menu principal"] a[href="${path}"]`).count()).toBe(0);
}

/** 'Jogar aqui' opens the game under the controls: the start call's page. */
async function seeGameFrame(page: Page, game: string): Promise<void> {
  expect(await page.getByText(/não está disponível nesta casa/).count()).toBe(0);
  await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
  const frame = page.frameLocator(`iframe[title="${game}"]`);
  await seen(frame.getByRole('heading', { name: game }));
}

/** Spinners, busy regions and endless animations on the app's own page (the game's frame aside). */
function busyThings(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll('[aria-busy="true"], [role="progressbar"]').length +
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity).length,
  );
}

/** The tap draws at once: the result is there, nothing spins, and another draw may follow. */
async function drawAtOnce(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  // The button rests only while the api's permit is on its way (a previous
  // draw's result may still be on screen meanwhile): once it is back, the new
  // signal is there and nothing spins.
  const again = page.getByRole('button', { name: gamesMessages.signalDrawAgain });
  await expect.poll(() => again.first().isEnabled(), { timeout: 5_000 }).toBe(true);
  const result = await seen(
    page.getByRole('status').filter({ hasText: gamesMessages.signalGenerated }),
  );
  expect(await busyThings(page)).toBe(0);
  expect(await page.getByText(/Buscando sinal|Novo sinal em|Aguarde para solicitar/).count()).toBe(
    0,
  );
  return result;
}

async function expectHonestResult(result: Locator, said: readonly string[] | null): Promise<void> {
  const text = await textOf(result);
  expect(text).toContain(gamesMessages.signalHonesty);
  for (const line of said ?? []) expect(text).toContain(plain(line));
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([phoneOf(360, 740), ...VIEWPORTS])('sinais ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  for (const [path, name, title] of [
    ['/admin/mines', 'mines', 'Mines Pro'],
    ['/admin/football-studio', 'football-studio', 'Football Studio'],
    ['/admin/bacboo', 'bacboo', 'Bac Bo'],
    ['/admin/roletas', 'roletas', 'Roleta'],
  ] as const) {
    it(`${name}: a game this house does not open offers no draw, only the way to the lobby`, async () => {
      const { page } = session;
      await seeNotAvailable(page, path, title);
      await noSidewaysScroll(page);
      await checkScreen(page, viewport, name);
    });
  }

  it('generic signal of a PG game: the entries at once, no wait', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    // Not connected in the demo, so not in the lobby: opened by its address.
    await page.goto(`/admin/games?jogar=${String(demoGameId('Frutas'))}`);
    const panel = await seen(page.getByRole('region', { name: 'Sinal para Frutas' }));
    const button = await seen(panel.getByRole('button', { name: gamesMessages.signalDraw }));
    const result = await drawAtOnce(page, button);
    await expectHonestResult(result, null);
    expect(await textOf(result)).toMatch(
      /Rodadas na velocidade normal: \d+ Rodadas no modo rápido: \d+/,
    );
    await checkScreen(page, viewport, 'generic-signal', 'main');
  });

  it('Horarios: the hour map first, what the hours show over their real window, and the real online count', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/horarios');
    await seeGameFrame(page, 'Aviator');
    // The hours first: today's map of 10x by hour, with its window in words,
    // under the one line that says no hour pays more (docs/product/aviator-analysis.md#time-estimates).
    const map = await seen(
      page.getByRole('region', { name: 'Velas de 10x ou mais em cada hora de hoje' }),
    );
    // 00h is the hour under way just after midnight: "00h, em andamento: …".
    await seen(map.getByLabel(/^00h[:,] /));
    expect(await textOf(map)).toContain('Hoje, de 00h até agora (horário de Brasília)');
    // One hue read against the day's mean, said under the map (no "hot hours").
    expect(await textOf(map)).toMatch(/Média das horas já encerradas: [\d,]+ por hora\./);
    const main = page.locator('main');
    const before = await textOf(main);
    expect(before).toContain(plainWordsMessages.hoursLead);
    // Whose rounds: the demo's Aviator plays the house whose hours these are.
    expect(before).toContain(
      'Rodadas do Aviator desta casa, Velas: as mesmas do Aviator que você joga aqui.',
    );
    expect(before.indexOf(plainWordsMessages.hoursLead)).toBeLessThan(
      before.indexOf('Velas de 10x ou mais em cada hora de hoje'),
    );
    // The counts and the mean gap wait behind one "Como calculamos".
    expect(before).not.toMatch(/saiu em [\d.]+ das últimas/);
    await page.getByText('Como calculamos').click();
    for (const label of ['3x ou mais', '10x ou mais'])
      await seen(page.getByRole('heading', { name: label, exact: true }));
    const text = await textOf(main);
    // What was observed over the real window, never a time to wait for.
    expect(text).toMatch(/10x ou mais saiu em [\d.]+ das últimas [\d.]+ rodadas \([\d,]+%\)\./);
    // The window's length once, above the counts, its duration in no-break spaces.
    expect(text.match(/de jogo\./g)).toHaveLength(1);
    expect(text).toMatch(/Contamos as últimas [\d.]+ rodadas, cerca de .+ de jogo\./);
    expect(text).toContain(plainWordsMessages.hoursWindowNotDay);
    expect(await main.innerText()).toMatch(/cerca de \d+\u00a0(h|min)/);
    expect(text).not.toMatch(/a cada \d+ min/);
    expect(text).not.toMatch(/\d\d:\d\d:\d\d|em ~\d+ min|por volta das/);
    expect(text).toContain(gamesMessages.estimateMethod);

    // The real count, shown only from PRESENCE_SHOWN_FROM players: "1 pessoa
    // online" read as an empty room (docs/product/signals.md#online-counter).
    const token = await signInByApi(DEMO.email, DEMO.password);
    const online = await onlineByApi(token);
    expect(online).toBeGreaterThan(0);
    if (online >= PRESENCE_SHOWN_FROM)
      await seen(
        page.getByText(`${online.toLocaleString('pt-BR')} pessoas online`, { exact: true }),
      );
    else expect(await page.getByText(/pessoas? online/).count()).toBe(0);
    await checkScreen(page, viewport, 'horarios');
  });
});
