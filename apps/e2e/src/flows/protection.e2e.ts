// Player protection (docs/product/player-protection.md#player-protection), in the order a player
// meets it: limits chosen at registration, a deposit refused at the loss limit,
// a raise that waits 24 hours (the api's clock moved: support/server-clock.ts),
// the reality check after N minutes of session, a pause that blocks game start
// and signals but not a withdrawal, and a self-exclusion with its end date.
import { maskedName } from '@velas/domain/masked-name';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatDateAndTime, protectionRefusals } from '@velas/domain/protection';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { freshAccount } from '../support/accounts.js';
import { fillAddressAtSe } from '../support/address.js';
import {
  approveKycByApi,
  depositByApi,
  gameStartStatusByApi,
  protectionStatusByApi,
  signInByApi,
} from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { demoGameId } from '../support/demo-games.js';
import { atPath, plain, seeAlert, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { moveServerClock, resetServerClock } from '../support/server-clock.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';
// The anonymous CPF check answers a masked name (docs/product/registration.md#cpf-check).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AVIATOR_GAME_ID = 3835;

/**
 * The demo's one signal that draws: a PG game's, opened by its address (the
 * signal screens' games do not play here, so they offer no draw at all).
 */
async function openGenericSignal(page: Page): Promise<void> {
  await page.goto(`/admin/games?jogar=${String(demoGameId('Frutas'))}`);
}

async function openResponsiblePlay(page: Page): Promise<void> {
  await page.goto('/admin/jogo-responsavel');
  await seen(page.getByRole('heading', { name: 'Seus limites' }));
}

describe.each(VIEWPORTS)('jogo responsável ($name)', (viewport) => {
  const session = useBrowserSession(viewport);
  const account = freshAccount(viewport, 'protection');
  const token = () => signInByApi(account.email, account.password);

  afterAll(() => {
    resetServerClock();
  });

  it('registration asks for the limits, with the risk warning, and puts them in force', async () => {
    const { page } = session;
    await page.goto('/auth/register/ROLE_LOTOGREEN');
    await seen(page.getByRole('heading', { name: 'Cadastro' }));
    await seen(page.getByText(/risco de perder o dinheiro apostado/));
    const cpf = page.getByLabel('CPF', { exact: true });
    await cpf.fill(account.person.cpf);
    await cpf.blur();
    await expect
      .poll(() => page.getByLabel('Nome').inputValue())
      .toBe(maskedName(account.person.name));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmar senha').fill(account.password);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByRole('checkbox', { name: /Tenho 18 anos ou mais/ }).check();
    // The suggestions are filled in; this player chooses R$ 100,00 a week and 60 minutes.
    const loss = page.getByLabel('Limite de perdas (R$)');
    expect(await loss.inputValue()).toBe('200,00');
    await loss.fill('100');
    await page.getByLabel('Período do limite').selectOption('week');
    await page.getByLabel(/Tempo por sessão/).fill('60');
    await checkScreen(page, viewport, 'register-limits');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    // Signed in at once (docs/product/registration.md#registration).
    await atPath(page, '/admin/dashboard');

    const status = await protectionStatusByApi(await token());
    expect(status.limits).toEqual({ lossLimit: 10_000, lossPeriod: 'week', sessionMinutes: 60 });
    expect(status.pending).toBeNull();
  });

  it('offers no deposit past the loss limit, saying the maximum now', async () => {
    const { page } = session;
    const api = await token();
    await approveKycByApi(api, account.person.cpf);
    await depositByApi(api, 6_000);

    await signIn(page, account.email, account.password);
    await page.goto('/admin/deposit');
    await seen(page.getByRole('heading', { name: 'Depósito Seguro!' }));
    // R$ 40,00 is left of R$ 100,00: no quick amount above it is offered, the
    // page says the maximum, and an amount typed above it is told so at its
    // field, kept, before any request; never "atingido" (docs/product/player-protection.md#loss-limit).
    const maxNow = 'Máximo agora: R$ 40,00, pelo seu limite de perdas.';
    expect(plain(await textOf(page.getByTestId('deposit-max-now')))).toBe(maxNow);
    expect(await page.getByRole('button', { name: 'R$ 50', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Valor do depósito (R$)').fill('50');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await seen(page.getByText(maxNow));
    expect(await page.getByLabel('Valor do depósito (R$)').inputValue()).toBe('50');
    await checkScreen(page, viewport, 'deposit-loss-limit');
    // R$ 40,00 still fits under R$ 100,00.
    await page.getByLabel('Valor do depósito (R$)').fill('40');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPending }));
  });

  it('a raise waits 24 hours on the api clock, shown with the date it applies', async () => {
    const { page } = session;
    await signIn(page, account.email, account.password);
    await openResponsiblePlay(page);
    // The form waits behind its summary: the limits in force come first.
    await page.getByText('Alterar limites', { exact: true }).click();
    await page.getByLabel('Limite de perdas (R$)').fill('300');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    const pending = await seen(page.getByRole('status').filter({ hasText: 'Mudança pendente' }));
    const { pending: waiting } = await protectionStatusByApi(await token());
    if (waiting === null) throw new Error('a mudança não ficou pendente');
    expect(await textOf(pending)).toBe(
      plain(
        `Mudança pendente: R$ 300,00 por semana, sessões de até 60 minutos, vale a partir de ${formatDateAndTime(Date.parse(waiting.effectiveAt))}.`,
      ),
    );
    await seen(page.getByText('Em vigor: R$ 100,00 por semana, sessões de até 60 minutos.'));
    await checkScreen(page, viewport, 'limit-raise-pending');

    // 23 hours later it still waits; past 24 hours it is in force.
    moveServerClock(23 * HOUR);
    expect((await protectionStatusByApi(await token())).pending).not.toBeNull();
    moveServerClock(HOUR + MINUTE);
    await signIn(page, account.email, account.password);
    await openResponsiblePlay(page);
    await seen(page.getByText('Em vigor: R$ 300,00 por semana, sessões de até 60 minutos.'));
    expect(await page.getByRole('status').filter({ hasText: 'Mudança pendente' }).count()).toBe(0);
  });

  it('shows the reality check after the chosen minutes of session', async () => {
    const { page } = session;
    await signIn(page, account.email, account.password);
    await openResponsiblePlay(page);
    await page.getByLabel('Lembrete de tempo de jogo a cada').selectOption('15');
    await expect
      .poll(async () => (await protectionStatusByApi(await token())).realityCheckMinutes)
      .toBe(15);
    // The session goes on while requests come less than 15 minutes apart.
    moveServerClock(10 * MINUTE);
    await protectionStatusByApi(await token());
    moveServerClock(6 * MINUTE);
    await page.reload();
    const check = await seen(page.getByRole('dialog', { name: 'Lembrete de tempo de jogo' }));
    expect(await textOf(check)).toMatch(/Tempo de sessão: 00:1[6-9]:\d\d/);
    expect(await textOf(check)).toContain('Depósitos hoje:');
    // Today's money in the header's words, never a bare net figure.
    expect(await textOf(check)).toMatch(/Hoje: (você depositou|você sacou|nenhum)/);
    await checkScreen(page, viewport, 'reality-check');
    await check.getByRole('button', { name: 'Continuar' }).click();
    await check.waitFor({ state: 'hidden' });
    // The server remembers the answer: a reload does not ask again.
    await expect
      .poll(async () => (await protectionStatusByApi(await token())).session.realityChecksAnswered)
      .toBe(1);
    await page.reload();
    await seen(page.getByLabel('Lembrete de tempo de jogo a cada'));
    expect(await page.getByRole('dialog', { name: 'Lembrete de tempo de jogo' }).count()).toBe(0);
    // Back to every 60 minutes, so the next screens open without the check.
    await page.getByLabel('Lembrete de tempo de jogo a cada').selectOption('60');
    await expect
      .poll(async () => (await protectionStatusByApi(await token())).realityCheckMinutes)
      .toBe(60);
  });

  it('a pause blocks game start and signals, and lets a withdrawal through', async () => {
    const { page } = session;
    await signIn(page, account.email, account.password);
    await openResponsiblePlay(page);
    await page.getByRole('button', { name: 'Pausar 24 horas' }).click();
    // A sheet states the end date before anything happens.
    const sheet = await seen(page.getByRole('dialog', { name: 'Confirmar pausa' }));
    expect(await textOf(sheet)).toMatch(/A pausa vai até \d\d\/\d\d\/\d{4}/);
    await sheet.getByRole('button', { name: 'Pausar', exact: true }).click();
    const { block } = await (async () => {
      const api = await token();
      await expect.poll(async () => (await protectionStatusByApi(api)).block).not.toBeNull();
      return protectionStatusByApi(api);
    })();
    if (block?.endsAt == null) throw new Error('sem pausa');
    const endsAt = Date.parse(block.endsAt);
    await seen(page.getByText(`Pausa até ${formatDateAndTime(endsAt)}.`));

    await openGenericSignal(page);
    await seeAlert(page, protectionRefusals.paused(endsAt));
    const request = page.getByRole('button', { name: 'Sortear sinal' });
    expect(await request.isDisabled()).toBe(true);
    await checkScreen(page, viewport, 'paused-signals');
    // The game that plays in the demo (the others offer no 'Jogar aqui') is refused too.
    await page.goto('/admin/horarios');
    await page.getByRole('button', { name: 'Jogar aqui' }).click();
    await seen(page.getByLabel('Jogar Aviator').getByRole('alert'));
    expect(await textOf(page.getByLabel('Jogar Aviator').getByRole('alert'))).toBe(
      plain(protectionRefusals.paused(endsAt)),
    );
    // No game frame opened (other elements may carry the game's name as a title).
    expect(await page.locator('iframe[title="Aviator"]').count()).toBe(0);
    expect(await gameStartStatusByApi(await token(), AVIATOR_GAME_ID)).toBe(403);

    // The withdrawal goes through (with the address, as for any new account).
    await page.goto('/admin/withdraw');
    await page.getByLabel('Valor do saque (R$)').fill('30');
    await fillAddressAtSe(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await seen(
      page
        .getByRole('region', { name: 'Comprovante de saque Pix' })
        .getByText(
          /^Saque de R\$\s30,00 (solicitado|enviado para a sua chave Pix|pago na sua chave Pix)\.$/,
        ),
    );
  });

  it('self-excludes for 3 months and shows the end date, which cannot be brought forward', async () => {
    const { page } = session;
    await signIn(page, account.email, account.password);
    await openResponsiblePlay(page);
    await page.getByLabel('Autoexclusão por').selectOption('3');
    await page.getByRole('button', { name: 'Autoexcluir' }).click();
    const sheet = await seen(page.getByRole('dialog', { name: 'Confirmar autoexclusão' }));
    expect(await textOf(sheet)).toMatch(/vai até \d\d\/\d\d\/\d{4}.* não pode ser encurtada/);
    await sheet.getByRole('button', { name: 'Autoexcluir', exact: true }).click();
    const api = await token();
    await expect.poll(async () => (await protectionStatusByApi(api)).block?.kind).toBe('exclusion');
    const { block } = await protectionStatusByApi(api);
    if (block?.endsAt == null) throw new Error('sem autoexclusão');
    await seen(page.getByText(`Autoexclusão até ${formatDateAndTime(Date.parse(block.endsAt))}.`));
    await seen(page.getByRole('link', { name: /plataforma centralizada de autoexclusão/ }));
    await checkScreen(page, viewport, 'self-excluded');

    // A shorter one is refused with its reason.
    await page.getByLabel('Autoexclusão por').selectOption('1');
    await page.getByRole('button', { name: 'Autoexcluir' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar autoexclusão' })
      .getByRole('button', { name: 'Autoexcluir', exact: true })
      .click();
    // Exact: the panel's own paragraph also says an exclusion cannot be shortened.
    await seen(page.getByText(protectionRefusals.exclusionCannotShorten, { exact: true }));

    // Signing in still works, and says nothing else is open.
    await openGenericSignal(page);
    await seeAlert(page, protectionRefusals.excluded(Date.parse(block.endsAt)));
  });
});
