// Signal screens (docs/product/signals.md#signal-flow, #signal-screens, #true-odds,
// docs/product/overview.md#honesty-rules): a tap draws at once, with no search, no spinner and no
// cooldown; the result says it is a random draw and, beside the chance, what
// a win pays and what the bet returns on average in reais, figures worked out
// here again from the games' rules and the demo catalogue's RTP; plus the real
// online count and the Horarios estimates. At 360 and 390 px nothing scrolls
// sideways.
import { PRESENCE_SHOWN_FROM } from '@velas/domain/constants';
import { CATALOGUE } from '@velas/domain/demo/catalogue';
import { gamesMessages } from '@velas/domain/messages/games';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { formatProbability } from '@velas/domain/schemas/signals';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { onlineByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { phoneOf, VIEWPORTS } from '../support/viewports.js';

// The chances, worked out here from the games' rules (docs/product/signals.md#true-odds).
const DICE_SUM_TIES = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].reduce((sum, ways) => sum + ways ** 2, 0);
const CHANCES = {
  // 3 safe cells among 22 safe of 25 with 3 mines.
  mines: formatProbability({ numerator: 22 * 21 * 20, denominator: 25 * 24 * 23 }),
  // Two dice a side: the colour wins half of the non-tie outcomes.
  bacBo: formatProbability({ numerator: (1296 - DICE_SUM_TIES) / 2, denominator: 1296 }),
  // One card a side from 8 decks (416 cards, 32 of each of 13 ranks).
  footballStudio: formatProbability({
    numerator: (416 * 415 - 13 * 32 * 31) / 2,
    denominator: 416 * 415,
  }),
};
/** A demo catalogue game's id, by its name. */
function gameId(name: string): number {
  const game = CATALOGUE.flatMap((category) => category.games).find((one) => one.name === name);
  if (!game) throw new Error(`${name} is not in the demo catalogue`);
  return game.id;
}

/** The demo's games that play: its aggregator's crash game only (decisions §10). */
const PLAYABLE = new Set(['Aviator']);
const TIES = {
  bacBo: formatProbability({ numerator: DICE_SUM_TIES, denominator: 1296 }),
  footballStudio: formatProbability({ numerator: 13 * 32 * 31, denominator: 416 * 415 }),
};
/**
 * The demo catalogue's published RTP of each game (packages/domain/src/demo/catalogue.ts):
 * the money headline, then the chance and the payout in smaller type, said of
 * the squares or the colours (which the draw does not change), never of the
 * signal ("Acerta …" read as a tip group's hit rate).
 */
const SAID = {
  // 0,97 ÷ (77/115) = 1,4487: "1,45x"; the bet returns the RTP.
  mines: [
    'Em média, a cada R$ 100,00 apostados voltam R$ 97,00.',
    `Quaisquer 3 quadrados ficam livres em ${CHANCES.mines} das rodadas com 3 minas; este sorteio não muda isso. Com os 3 livres, o jogo paga 1,45x.`,
  ],
  footballStudio: [
    'Em média, a cada R$ 100,00 apostados voltam R$ 96,27',
    `Qualquer uma das cores sai em ${CHANCES.footballStudio} das rodadas e paga 2x; o empate sai em ${TIES.footballStudio}. Este sorteio não muda isso.`,
  ],
  bacBo: [
    'Em média, a cada R$ 100,00 apostados voltam R$ 98,76',
    `Qualquer uma das cores sai em ${CHANCES.bacBo} das rodadas e paga 2x; o empate sai em ${TIES.bacBo}. Este sorteio não muda isso.`,
  ],
};

/**
 * The game under the controls, opened by 'Jogar aqui' when it plays: the start
 * call's page. A game the demo does not connect, or a screen with no game and
 * no betting site configured, offers no 'Jogar aqui' (it led to a frame saying
 * the game is not connected): the screen says first, in one line, that the
 * game is not available here, with the way to the games that are.
 */
async function seeGameFrame(page: Page, game: string | null, title = game): Promise<void> {
  const playHere = page.getByRole('button', { name: 'Jogar aqui' });
  const notAvailable = page.getByText(`${String(title)} não está disponível nesta casa.`);
  if (game === null || !PLAYABLE.has(game)) {
    // The screen's own RTP line is there: the catalogue has answered.
    await seen(page.getByText(/^Retorno ao jogador /).first());
    expect(await playHere.count()).toBe(0);
    await seen(notAvailable);
    const lobby = page.locator('main').getByRole('link', { name: 'Ver Todos os Jogos' });
    expect(await lobby.getAttribute('href')).toBe('/admin/games');
    const [line, draw] = await Promise.all([
      notAvailable.boundingBox(),
      page.getByRole('button', { name: gamesMessages.signalDraw }).boundingBox(),
    ]);
    expect(line?.y ?? Infinity).toBeLessThan(draw?.y ?? 0);
    return;
  }
  expect(await notAvailable.count()).toBe(0);
  await (await seen(playHere)).click();
  const frame = page.frameLocator(`iframe[title="${game}"]`);
  await seen(frame.getByRole('heading', { name: game }));
}

/**
 * A signal screen opened by its address: the demo opens none of their games,
 * so the menu and the home do not list them (docs/product/signals.md#signal-screens).
 */
async function openSignalScreen(
  page: Page,
  path: string,
  game: string | null,
  title = game,
): Promise<Locator> {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(path);
  const button = await seen(page.getByRole('button', { name: gamesMessages.signalDraw }));
  await seen(page.getByRole('link', { name: 'Voltar', exact: true }));
  await seeGameFrame(page, game, title);
  // The catalogue and the settings have answered (the line above needs both);
  // the menu, a drawer on phones, lists no way here.
  expect(await page.locator(`nav[aria-label="Menu principal"] a[href="${path}"]`).count()).toBe(0);
  return button;
}

/** Before the first tap: what a signal is and its true chance, then the honesty line. */
async function expectIntro(page: Page, chance: string | null): Promise<void> {
  const intro = await seen(page.getByText(/^Um sinal é um sorteio feito no seu aparelho/));
  if (chance !== null) {
    // The chance of what was drawn, never a tip's "acerto".
    expect(await textOf(intro)).toContain(`Chance real de`);
    expect(await textOf(intro)).not.toContain('acerto');
    expect(await textOf(intro)).toContain(plain(chance));
  }
  await seen(page.getByText(gamesMessages.signalHonesty));
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

  it('Mines Pro: three cells marked as drawn at once, the draw said first, 66,96%, what it pays and returns', async () => {
    const { page } = session;
    const button = await openSignalScreen(page, '/admin/mines', 'Mines Pro');
    // The screen is named for its signals, not after the game (its own hint).
    await seen(page.getByRole('heading', { name: 'Sinais Mines', level: 1 }));
    await expectIntro(page, CHANCES.mines);
    await seen(page.getByText(gamesMessages.minesBoardIdle));
    await checkScreen(page, viewport, 'mines');
    const result = await drawAtOnce(page, button);
    // Marked as drawn, unnumbered: no order and no green star that read as a tip.
    expect(await page.getByRole('gridcell', { name: 'sorteado ao acaso' }).count()).toBe(3);
    expect(await page.getByRole('gridcell', { name: 'não sorteado' }).count()).toBe(22);
    expect(await page.getByRole('gridcell', { name: 'estrela' }).count()).toBe(0);
    // What the draw does not know comes first, at the signal's size, above the board.
    const text = await textOf(result);
    expect(text.indexOf('o sinal não sabe onde estão as minas')).toBeLessThan(
      text.indexOf('Quaisquer 3 quadrados'),
    );
    // Said of the squares, not of the signal; "casa" is left to the betting house.
    expect(text).not.toMatch(/Dica|estrela|[Aa]certa|\bcasas\b/);
    // The money line is the headline, at the signal's size; the chance is smaller.
    const [lead, money, odds] = await Promise.all(
      [
        result.getByText(/^Sorteio ao acaso: o sinal não sabe onde estão as minas\.$/),
        result.getByText(/^Em média, a cada /),
        result.getByText(/^Quaisquer 3 quadrados /),
      ].map((part) =>
        part.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ),
    );
    expect(lead).toBe(money);
    expect(odds).toBeLessThan(money ?? 0);
    const [resultBox, gridBox] = await Promise.all([
      result.boundingBox(),
      page.getByRole('grid').boundingBox(),
    ]);
    expect(resultBox?.y ?? 0).toBeLessThan(gridBox?.y ?? 0);
    await expectHonestResult(result, SAID.mines);
    await noSidewaysScroll(page);
    await checkScreen(page, viewport, 'mines-result');
  });

  for (const [path, name, game, chance, said] of [
    [
      '/admin/football-studio',
      'football-studio',
      'Football Studio',
      CHANCES.footballStudio,
      SAID.footballStudio,
    ],
    ['/admin/bacboo', 'bacboo', 'Bac Bo', CHANCES.bacBo, SAID.bacBo],
  ] as const) {
    it(`${name}: the colour at once, with its chance, payout and return in reais`, async () => {
      const { page } = session;
      const button = await openSignalScreen(page, path, game);
      await expectIntro(page, chance);
      await checkScreen(page, viewport, name);
      const result = await drawAtOnce(page, button);
      await expectHonestResult(result, said);
      await noSidewaysScroll(page);
      await checkScreen(page, viewport, `${name}-result`);
    });
  }

  it('roletas: one bet in pt-BR words whose chance, payout and return match its numbers', async () => {
    const { page } = session;
    // The spec names no roulette game: the frame shows the betting site.
    const button = await openSignalScreen(page, '/admin/roletas', null, 'Roleta');
    await expectIntro(page, null);
    // Roletas has no catalogue game: its RTP comes from the European wheel's rules.
    await seen(
      page.getByText(/^Retorno ao jogador 97,3%: a casa fica com R\$\s2,70 de cada R\$\s100,00/),
    );
    await checkScreen(page, viewport, 'roletas');
    for (let draw = 0; draw < 3; draw++) {
      const result = await drawAtOnce(
        page,
        draw === 0 ? button : page.getByRole('button', { name: gamesMessages.signalDrawAgain }),
      );
      const text = await textOf(result);
      expect(text).toMatch(
        /Aposta: (Vermelho|Preto|Par|Ímpar|Baixos|Altos|\d\S* dúzia|\d\S* coluna|Número \d+)/,
      );
      expect(text).not.toMatch(/Tiers|Orphelins|Voisins|Cobertura|Proteção|Setor/);
      const many = /Ganha se sair um destes (\d+) números/.exec(text);
      const count = many === null ? 1 : Number(many[1]);
      if (many === null) expect(text).toMatch(/Ganha só se sair o \d+\./);
      const chance = plain(formatProbability({ numerator: count, denominator: 37 }));
      expect(text).toContain('Em média, a cada R$ 100,00 apostados voltam R$ 97,30.');
      expect(text).toContain(
        `Esta aposta ganha em ${chance} das rodadas e paga ${String(36 / count)}x; este sorteio não muda isso.`,
      );
      await expectHonestResult(result, null);
    }
    await noSidewaysScroll(page);
    await checkScreen(page, viewport, 'roletas-result');
  });

  it('generic signal of a PG game: the entries at once, no wait', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    // Not connected in the demo, so not in the lobby: opened by its address.
    await page.goto(`/admin/games?jogar=${String(gameId('Frutas'))}`);
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
    await seen(map.getByLabel(/^00h: /));
    expect(await textOf(map)).toContain('Hoje, de 00h até agora (horário de Brasília)');
    // One hue read against the day's mean, said under the map (no "hot hours").
    expect(await textOf(map)).toMatch(/Média das horas já encerradas: [\d,]+ por hora\./);
    const main = page.locator('main');
    const before = await textOf(main);
    expect(before).toContain(plainWordsMessages.hoursLead);
    // Whose rounds: the demo's Aviator plays the house whose hours these are.
    expect(before).toContain(
      'Rodadas do Aviator da BR4BET, as mesmas do Aviator que você joga aqui, nesta casa de apostas, Velas.',
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
