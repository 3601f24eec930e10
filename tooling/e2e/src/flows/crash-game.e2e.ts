// The demo crash game played for real (docs/product.md#demo-crash-game,
// #my-play): a player deposits through Pix, plays three rounds of the demo
// house in the game frame (a cash-out by tap, a loss, an automatic cash-out),
// sees the balance move and the rounds on the dashboard with `Jogo` and in
// the Extrato, verifies one of those rounds, then pauses and sees the
// open game's next bet refused in pt-BR (the pause ended its game-session token).
// The rounds are the simulator's real rounds on their real timetable, so a
// round may crash before the wanted outcome (1,00x happens): the round is
// then played again, up to a few times.
import { crashPageTexts, messages } from '@velas/domain/messages';
import { formatCents, toCents } from '@velas/domain/money';
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshAccount } from '../support/accounts.js';
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
import { VIEWPORTS } from '../support/viewports.js';

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
  await seen(frame.getByText('DEMONSTRAÇÃO: nenhum dinheiro real é usado.'));
  return frame;
}

const rounds = (frame: FrameLocator) =>
  frame.getByRole('list', { name: 'Suas últimas rodadas' }).getByRole('listitem');

async function newestLine(frame: FrameLocator): Promise<string> {
  return (await rounds(frame).count()) === 0 ? '' : textOf(rounds(frame).first());
}

const action = (frame: FrameLocator) => frame.locator('#action');
const notice = async (frame: FrameLocator) => plain(await frame.getByRole('status').innerText());

/**
 * Bets R$ 1,00 in the betting phase; the page's notice when the game refused
 * it. A tap that reached the button just as the round took off finds it
 * disabled ("Rodada em andamento") and places nothing: that is the server's
 * "too late" as well, so it reads the same.
 */
async function bet(frame: FrameLocator, autoCashout: string): Promise<string> {
  const before = await newestLine(frame);
  await frame.getByLabel('Valor da aposta (R$)').fill('1,00');
  await frame.getByLabel(/Saque automático/).fill(autoCashout);
  await frame.getByRole('button', { name: 'Apostar' }).click({ timeout: ROUND_MS });
  const seenNow = { tooLate: false };
  // Answered: the page says why not, the bet shows on the button, or its round already ended.
  await expect
    .poll(
      async () => {
        if ((await notice(frame)) !== '') return true;
        const button = plain(await action(frame).innerText());
        seenNow.tooLate = button === crashPageTexts.roundInFlight;
        return (
          seenNow.tooLate ||
          /^(Aposta feita|Sacar|Sacou)/.test(button) ||
          (await newestLine(frame)) !== before
        );
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  const said = await notice(frame);
  return said === '' && seenNow.tooLate ? messages.crashRoundStarted : said;
}

/** Taps 'Sacar' as soon as the round takes off; false when it crashed before the button showed. */
async function tapCashout(frame: FrameLocator, before: string): Promise<boolean> {
  await expect
    .poll(
      async () =>
        /^Sacar /.test(await action(frame).innerText()) || (await newestLine(frame)) !== before,
      { timeout: ROUND_MS, interval: 50 },
    )
    .toBe(true);
  if ((await newestLine(frame)) !== before) return false;
  await action(frame)
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  return true;
}

/** Plays rounds until one ends as `outcome` wants; the settled line of that round. */
async function playRound(frame: FrameLocator, outcome: Outcome): Promise<PlayedRound> {
  const wanted = {
    tap: /ganhou R\$ [\d,.]+ \(saque [\d,]+x\)$/,
    loss: /perdeu R\$ 1,00$/,
    auto: /ganhou R\$ 1,01 \(saque 1,01x\)$/,
  }[outcome];
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const before = await newestLine(frame);
    const refusal = await bet(frame, { tap: '', loss: '1000', auto: '1,01' }[outcome]);
    // Too late for this round (it took off while the tap travelled): the next one.
    if (refusal === messages.crashRoundStarted) continue;
    expect(refusal).toBe('');
    if (outcome === 'tap') await tapCashout(frame, before);
    await expect
      .poll(() => newestLine(frame), { timeout: ROUND_MS, interval: 500 })
      .not.toBe(before);
    const line = plain(await newestLine(frame));
    const match = /^Rodada #(\d+) caiu em ([\d,]+x)/.exec(line);
    if (match === null) throw new Error(`linha inesperada: ${line}`);
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
    await seen(page.getByRole('status').filter({ hasText: messages.pixPaid }));
    depositedBalance = await balanceByApi(api);
    expect(depositedBalance).toBe(5_000);

    const frame = await openGame(page);
    await seen(frame.getByText(`Saldo: ${money(5_000)}`));
    await checkScreen(page, viewport, 'crash-game');
    for (const outcome of ['tap', 'loss', 'auto'] as const)
      played.push(await playRound(frame, outcome));

    // Every bet and win went through the wallet: the balance is the deposit plus what the rounds moved.
    const balance = await balanceByApi(api);
    expect(balance).not.toBe(depositedBalance);
    await seen(frame.getByText(`Saldo: ${money(balance)}`));
  }, 900_000);

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
    for (const round of played)
      await seen(
        page.getByText(new RegExp(`Aviator, rodada MINES_BET:${String(round.roundId)}$`)).first(),
      );
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
      .toBe(messages.crashSessionEnded);
    await checkScreen(page, viewport, 'crash-game-paused');
    expect(await balanceByApi(await signInByApi(account.email, account.password))).toBe(before);
  }, 600_000);
});
