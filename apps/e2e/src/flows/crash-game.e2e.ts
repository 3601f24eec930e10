// The demo crash game played for real (docs/product/games.md#demo-crash-game,
// #my-play): a player deposits through Pix, plays three rounds of the demo
// house in the game frame (a cash-out by tap, a loss, an automatic cash-out),
// sees each result as profit or loss in words, the tap's win paid at the tap
// (the frame's balance moves before the round ends), the automatic cash-out
// shown the instant it fires, the balance move and the
// rounds on the dashboard with `Jogo` and in the Extrato, verifies one of
// those rounds, then pauses and sees the open game's next bet refused in
// pt-BR (the pause ended its game-session token). At 360 px the game fits
// without sideways scroll and "Decola em 3 s" stays on one line. Opened at
// 360x800, 390x844 and 1366x768, the whole round is on the screen without
// scrolling: strip, curve, multiplier, amount and the
// "Apostar" button between the header and the bottom bar.
// A bet tapped during a flight is queued, can be cancelled, and is placed
// once the next round takes bets.
// The rounds are the simulator's real rounds on their real timetable, so a
// round may crash before the wanted outcome (1,00x happens): the round is
// then played again, up to a few times.
import { crashPageTexts, gamesMessages } from '@velas/domain/messages/games';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents } from '@velas/domain/money';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, freshAccount } from '../support/accounts.js';
import {
  approveKycByApi,
  balanceByApi,
  kycApprovedByApi,
  registerByApi,
  signInByApi,
} from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { card } from '../support/cards.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { DESKTOP, phoneOf, VIEWPORTS } from '../support/viewports.js';

const ROUND_MS = 180_000;
const TRIES = 4;
const money = (cents: number) => plain(formatCents(toCents(cents)));

type Outcome = 'tap' | 'loss' | 'auto';
interface PlayedRound {
  roundId: number;
  crash: string;
  line: string;
}

async function openGame(page: Page): Promise<FrameLocator> {
  await page.goto('/admin/history-aviator');
  await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
  const frame = page.frameLocator('iframe[title="Aviator"]');
  await seen(frame.getByText(crashPageTexts.demoBanner));
  return frame;
}

const rounds = (frame: FrameLocator) =>
  frame.getByRole('list', { name: 'Suas últimas rodadas' }).getByRole('listitem');

async function newestLine(frame: FrameLocator): Promise<string> {
  return (await rounds(frame).count()) === 0 ? '' : textOf(rounds(frame).first());
}

const betButton = (frame: FrameLocator) => frame.locator('#bet');
const cashoutButton = (frame: FrameLocator) => frame.locator('#cashout');
const result = async (frame: FrameLocator) => plain(await frame.locator('#result').innerText());
const notice = async (frame: FrameLocator) => plain(await frame.getByRole('status').innerText());
const frameBalance = async (frame: FrameLocator) =>
  plain(await frame.locator('#balance').innerText());

/**
 * Bets in the betting phase; the page's notice when the game refused it (a
 * tap that reached the server just as the round took off is told so).
 */
async function bet(frame: FrameLocator, amount: string, autoCashout: string): Promise<string> {
  const before = await newestLine(frame);
  await frame.getByLabel('Valor da aposta (R$)').fill(amount);
  await frame.getByLabel(/Retirada automática/).fill(autoCashout);
  await frame
    .getByRole('button', { name: crashPageTexts.bet, exact: true })
    .click({ timeout: ROUND_MS });
  // Answered: the page says why not, the bet shows on the button, or its round already ended.
  await expect
    .poll(
      async () =>
        (await notice(frame)) !== '' ||
        plain(await betButton(frame).innerText()) === crashPageTexts.betPlaced ||
        (await cashoutButton(frame).isVisible()) ||
        (await newestLine(frame)) !== before,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  return notice(frame);
}

/** Taps 'Retirar' once the multiplier passed 1,10x; false when the round crashed first. */
async function tapCashout(frame: FrameLocator, before: string): Promise<boolean> {
  await expect
    .poll(
      async () => {
        if ((await newestLine(frame)) !== before) return true;
        if (!(await cashoutButton(frame).isVisible())) return false;
        const shown = /^Retirar ([\d,]+)x/.exec(plain(await cashoutButton(frame).innerText()));
        // While the bet flies, the bet button says so (never "aposte na próxima").
        return (
          shown !== null &&
          Number(shown[1]?.replace(',', '.')) >= 1.1 &&
          plain(await betButton(frame).innerText()) === crashPageTexts.betFlying
        );
      },
      { timeout: ROUND_MS, interval: 20 },
    )
    .toBe(true);
  if ((await newestLine(frame)) !== before) return false;
  const balance = await frameBalance(frame);
  // Read and tapped in one task of the page: the words the tap was made on.
  const tapped = await cashoutButton(frame)
    .evaluate(
      (button: HTMLElement) => {
        const text = button.innerText;
        button.click();
        return text;
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => null);
  const said = await result(frame);
  if (!said.startsWith('Você retirou')) {
    await expect
      .poll(() => result(frame), { timeout: 10_000, interval: 50 })
      .toMatch(/^(Você retirou|A rodada caiu)/);
  }
  // Paid at the tap: the result is a profit in words, and the balance moved
  // while the round may still be flying (docs/product/games.md#demo-crash-game).
  if ((await result(frame)).startsWith('Você retirou')) {
    expect(await result(frame)).toMatch(
      /^Você retirou em [\d,]+x: lucro de R\$ [\d,.]+ \(recebeu R\$ [\d,.]+\)$/,
    );
    // Paid what the button said, not the multiplier the tap reached the server at.
    const offered = /^Retirar ([\d,]+x) \(R\$\s?([\d,.]+)\)/.exec(plain(tapped ?? ''));
    if (offered !== null) {
      expect(await result(frame)).toContain(`Você retirou em ${offered[1] ?? ''}:`);
      expect(plain(await result(frame))).toContain(`recebeu R$ ${offered[2] ?? ''})`);
    }
    await expect.poll(() => frameBalance(frame), { timeout: 5_000 }).not.toBe(balance);
    return true;
  }
  return false;
}

/**
 * The automatic cash-out at 1,01x shows the instant the multiplier reaches it,
 * at the amount the server pays: never a 'Retirar' above 1,01x after it.
 */
async function watchAutoCashout(frame: FrameLocator, before: string): Promise<void> {
  let offeredAbove = '';
  await expect
    .poll(
      async () => {
        if ((await result(frame)).startsWith('Você retirou')) return true;
        if (await cashoutButton(frame).isVisible()) {
          const offered = plain(await cashoutButton(frame).innerText());
          const shown = /^Retirar ([\d,]+)x/.exec(offered);
          if (shown !== null && Number(shown[1]?.replace(',', '.')) > 1.01) offeredAbove = offered;
        }
        // Crashed at 1,00x: no cash-out to see.
        return (await newestLine(frame)) !== before;
      },
      { timeout: ROUND_MS, interval: 20 },
    )
    .toBe(true);
  expect(offeredAbove).toBe('');
  if ((await result(frame)).startsWith('Você retirou'))
    expect(await result(frame)).toBe('Você retirou em 1,01x: lucro de R$ 0,01 (recebeu R$ 1,01)');
}

/**
 * Taps "Aposte na próxima" until the bet is queued: a tap that lands as the
 * betting window opens bets at once, and the next flight is tried.
 */
async function queueNextBet(queue: Locator, cancel: Locator): Promise<void> {
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    await queue.click({ timeout: ROUND_MS });
    const queued = await cancel.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (queued) return;
  }
  throw new Error(`nenhuma aposta ficou na fila em ${String(TRIES)} tentativas`);
}

/** Plays rounds until one ends as `outcome` wants; the settled line of that round. */
async function playRound(frame: FrameLocator, outcome: Outcome): Promise<PlayedRound> {
  const wanted = {
    tap: /retirou em [\d,]+x, lucro de R\$ [\d,.]+ \(recebeu R\$ [\d,.]+\)$/,
    loss: /: perdeu R\$ 1,00$/,
    auto: /retirou em 1,01x, lucro de R\$ 0,01 \(recebeu R\$ [\d,.]+\)$/,
  }[outcome];
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const before = await newestLine(frame);
    const refusal = await bet(
      frame,
      outcome === 'tap' ? '10,00' : '1,00',
      { tap: '', loss: '1000', auto: '1,01' }[outcome],
    );
    // Too late for this round (it took off while the tap travelled): the next one.
    if (refusal === gamesMessages.crashRoundStarted) continue;
    expect(refusal).toBe('');
    if (outcome === 'tap') await tapCashout(frame, before);
    if (outcome === 'auto') await watchAutoCashout(frame, before);
    // The round's own line, once the round is stored (a win paid in flight shows first without it).
    let line = '';
    await expect
      .poll(
        async () => {
          line = plain(await newestLine(frame));
          return /^Rodada #/.test(line) && line !== plain(before);
        },
        { timeout: ROUND_MS, interval: 500 },
      )
      .toBe(true);
    const match = /^Rodada #(\d+) caiu em ([\d,]+x)/.exec(line);
    if (match === null) throw new Error(`linha inesperada: ${line}`);
    // Never the gross return: a profit or a loss in words.
    expect(line).not.toMatch(/ganhou/);
    if (outcome === 'loss' && wanted.test(line))
      expect(await result(frame)).toBe(`A rodada caiu em ${match[2] ?? ''}: perdeu R$ 1,00`);
    if (wanted.test(line)) return { roundId: Number(match[1]), crash: match[2] ?? '', line };
  }
  throw new Error(`nenhuma rodada terminou como '${outcome}' em ${String(TRIES)} tentativas`);
}

describe.each(VIEWPORTS)('jogo crash de demonstração ($name)', (viewport) => {
  const session = useBrowserSession(viewport);
  const account = freshAccount(viewport, 'games');
  const played: PlayedRound[] = [];
  let depositedBalance = 0;

  beforeAll(async () => {
    await registerByApi(account);
  });

  async function token(): Promise<string> {
    const api = await signInByApi(account.email, account.password);
    if (!(await kycApprovedByApi(api))) await approveKycByApi(api, account.person.cpf);
    return api;
  }

  it('deposits through Pix, then plays three rounds: a tap, a loss and an automatic cash-out', async () => {
    const { page } = session;
    const api = await token();
    await signIn(page, account.email, account.password);
    await page.goto('/admin/deposit');
    await page.getByLabel('Valor do depósito (R$)').fill('50');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPaid }));
    depositedBalance = await balanceByApi(api);
    expect(depositedBalance).toBe(5_000);

    const frame = await openGame(page);
    await seen(frame.getByText(`Saldo: ${money(5_000)}`));
    await checkScreen(page, viewport, 'crash-game');
    for (const outcome of ['tap', 'loss', 'auto'] as const)
      played.push(await playRound(frame, outcome));

    // Every bet and win went through the wallet: the balance is the deposit
    // plus what the rounds moved.
    const balance = await balanceByApi(api);
    expect(balance).not.toBe(depositedBalance);
    await seen(frame.getByText(`Saldo: ${money(balance)}`));
  }, 900_000);

  it('queues a bet during a flight, can cancel it, and sees it placed in the next round', async () => {
    const { page } = session;
    await signIn(page, account.email, account.password);
    const frame = await openGame(page);
    await frame.getByLabel(crashPageTexts.amountLabel).fill('1,00');
    await frame.getByLabel(/Retirada automática/).fill('1000');
    const queue = frame.getByRole('button', { name: crashPageTexts.roundInFlight, exact: true });
    const cancel = frame.getByRole('button', { name: 'Cancelar aposta de R$ 1,00' });
    // During a flight the button queues the next round's bet, and then cancels it.
    await queueNextBet(queue, cancel);
    await cancel.click();
    await queueNextBet(queue, cancel);
    // Placed as soon as the next round takes bets, through the same call as "Apostar".
    const placed: string[] = [crashPageTexts.betPlaced, crashPageTexts.betFlying];
    await expect
      .poll(async () => placed.includes(plain(await betButton(frame).innerText())), {
        timeout: ROUND_MS,
        interval: 100,
      })
      .toBe(true);
    expect(await notice(frame)).toBe('');
  }, 600_000);

  it('shows the rounds on the dashboard with Jogo and in the Extrato', async () => {
    const { page } = session;
    if (played.length < 3) throw new Error('as rodadas não foram jogadas');
    await signIn(page, account.email, account.password);
    // The transactions table names its column 'Jogo' (read by screen readers on phones).
    const transactions = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Jogo' }) });
    await seen(transactions.getByRole('cell', { name: 'Aviator', exact: true }).first());
    await checkScreen(page, viewport, 'dashboard-game-rows');

    await page.goto('/admin/extrato');
    // A win paid in flight (the tap, and the automatic cash-out when the page
    // saw the multiplier reach it) names no round, as its bet does (the round
    // is not stored yet); a round settled at its end names it by its number.
    const [tap, loss, auto] = played;
    const details = page.locator('[data-statement-line] .detail');
    const line = (pattern: string) => details.filter({ hasText: new RegExp(pattern) }).first();
    for (const round of [tap, auto])
      if (round !== undefined) await seen(line(`· Aviator(, rodada #${String(round.roundId)})?$`));
    if (loss !== undefined) await seen(line(`· Aviator, rodada #${String(loss.roundId)}$`));
    // No internal reference reaches a player.
    expect(await details.filter({ hasText: /MINES_BET|after:/ }).count()).toBe(0);
    // The top bar carries the session's play once there is some.
    if (viewport.name === 'desktop') await seen(page.getByText(/Na sessão: apostou R\$\s[\d,]+/));
  });

  it('verifies one of the rounds played', async () => {
    const { page } = session;
    const [round] = played;
    if (round === undefined) throw new Error('nenhuma rodada jogada');
    await signIn(page, account.email, account.password);
    await page.goto('/admin/history-aviator?aba=verificar');
    const verify = card(page, 'Verificar rodada');
    await verify.getByLabel('Número da rodada').fill(String(round.roundId));
    await verify.getByRole('button', { name: 'Verificar' }).click();
    await seen(verify.getByText(`Calculado no navegador: ${round.crash} — confere`));
  });

  it('pauses, and the open game says in pt-BR that its session ended', async () => {
    const { page, context } = session;
    await signIn(page, account.email, account.password);
    const frame = await openGame(page);
    const settings = await context.newPage();
    await settings.goto('/admin/jogo-responsavel');
    await settings.getByRole('button', { name: 'Pausar 24 horas' }).click();
    await (
      await seen(settings.getByRole('dialog', { name: 'Confirmar pausa' }))
    )
      .getByRole('button', { name: 'Pausar', exact: true })
      .click();
    await seen(settings.getByText(/^Pausa até /));
    await settings.close();

    const before = await balanceByApi(await signInByApi(account.email, account.password));
    // The pause revoked the game's token (docs/games.md#game-session-tokens): the
    // page's next look at its state says so, before any bet is tried; the wallet
    // refuses a bet with that token (game-session-revocation.test.ts).
    await expect
      .poll(() => notice(frame), { timeout: 30_000, interval: 200 })
      .toBe(gamesMessages.crashSessionEnded);
    await checkScreen(page, viewport, 'crash-game-paused');
    expect(await balanceByApi(await signInByApi(account.email, account.password))).toBe(before);
  }, 600_000);
});

describe('jogo crash de demonstração numa tela de 360 px', () => {
  const viewport = phoneOf(360, 740);
  const session = useBrowserSession(viewport);

  it('fits without sideways scroll, with the strip of rounds, "Caiu em" whole and "Decola em" on one line', async () => {
    const { page } = session;
    // The demo account: verified, with limits set, so the game starts.
    await signIn(page, DEMO.email, DEMO.password);
    const frame = await openGame(page);
    await seen(
      frame.getByRole('list', { name: crashPageTexts.recentLabel }).getByRole('listitem').first(),
    );
    // The crash in words ("Caiu em 44,78x") fits inside the stage, never cut at its sides.
    await expect
      .poll(async () => plain(await frame.locator('#multiplier').innerText()), {
        timeout: ROUND_MS,
        interval: 100,
      })
      .toMatch(/^Caiu em [\d,]+x$/);
    const crashText = await frame.locator('#multiplier').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const stage = element.getBoundingClientRect();
      return { left: text.left - stage.left, right: stage.right - text.right };
    });
    expect(crashText.left).toBeGreaterThanOrEqual(0);
    expect(crashText.right).toBeGreaterThanOrEqual(0);
    await expect
      .poll(async () => plain(await frame.locator('#multiplier').innerText()), {
        timeout: ROUND_MS,
        interval: 100,
      })
      .toMatch(/^Decola em \d+ s$/);
    // One line: the countdown's text has a single box.
    const lines = await frame.locator('#multiplier').evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    // The chips set the amount in one tap: double, halve, a round amount.
    const amount = frame.getByLabel(crashPageTexts.amountLabel);
    // A round the player did not size costs the least the game takes.
    expect(await amount.inputValue()).toBe('1,00');
    await amount.fill('5,00');
    await frame.getByRole('button', { name: /dobro do valor$/ }).click();
    expect(await amount.inputValue()).toBe('10,00');
    await frame.getByRole('button', { name: /metade do valor$/ }).click();
    await frame.getByRole('button', { name: /metade do valor$/ }).click();
    expect(await amount.inputValue()).toBe('2,50');
    await frame.getByRole('button', { name: 'Apostar R$ 50,00' }).click();
    expect(await amount.inputValue()).toBe('50,00');
    // Each chip's visible text on one line (the words after it are for screen readers).
    for (const chip of await frame.locator('.chips button').all())
      expect(
        await chip.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element.firstChild ?? element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      ).toBe(1);
    for (const overflow of [
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth),
    ])
      expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, viewport, 'crash-game-360');
  }, 300_000);
});

describe.each([phoneOf(360, 800), phoneOf(390, 844), DESKTOP])(
  'o jogo crash inteiro na tela ($name)',
  (viewport) => {
    const session = useBrowserSession(viewport);

    it('opens with the strip, curve, multiplier, amount and "Apostar" between the bars', async () => {
      const { page } = session;
      await signIn(page, DEMO.email, DEMO.password);
      const frame = await openGame(page);
      // The button is there in every phase ("Apostar", or "Aposte na
      // próxima" while a round flies). 'Retirar' takes its room from the
      // curve when it shows, so it needs no empty place kept for it.
      await seen(betButton(frame));
      // What the player sees: under the sticky header, above the bottom bar (phones).
      const visible = await page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect();
        const bar = [...document.querySelectorAll('nav')]
          .map((nav) => nav.getBoundingClientRect())
          .find((box) => box.width >= window.innerWidth - 1 && box.top > window.innerHeight / 2);
        return { top: header?.bottom ?? 0, bottom: bar?.top ?? window.innerHeight };
      });
      const parts = {
        strip: frame.locator('#recent'),
        curve: frame.locator('#curve'),
        multiplier: frame.locator('#multiplier'),
        amount: frame.getByLabel(crashPageTexts.amountLabel),
        bet: betButton(frame),
      };
      // Opening scrolls the game to the top of the screen (smoothly): wait until it is there.
      await expect
        .poll(async () => (await parts.bet.boundingBox())?.y ?? Infinity, { interval: 100 })
        .toBeLessThanOrEqual(visible.bottom - 56);
      for (const [name, part] of Object.entries(parts)) {
        const box = await part.boundingBox();
        expect(box, name).not.toBeNull();
        if (box === null) continue;
        expect(box.y, `${name}: topo`).toBeGreaterThanOrEqual(visible.top - 1);
        expect(box.y + box.height, `${name}: base`).toBeLessThanOrEqual(visible.bottom + 1);
      }
      // Nothing scrolled inside the frame either: the play area is the frame's height.
      expect(await frame.locator('html').evaluate(() => window.scrollY)).toBe(0);
      await checkScreen(page, viewport, 'crash-game-in-view');
    }, 120_000);
  },
);
