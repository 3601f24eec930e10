// One balance, the same everywhere and live (docs/architecture.md#live-balance,
// docs/product/wallet.md#statement): the statement's newest running balance is the
// header's; a Pix the provider double pays while its QR code is open turns
// into the receipt without a tap; and after a bet and a cash-out in the demo
// crash game the header shows the game's own balance, without navigating.
// The demo account plays: it is the one KYC-approved account with money that
// no other flow counts on to the centavo.
import { formatCents, toCents } from '@velas/domain/money';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { balanceByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { PHONE, phoneOf } from '../support/viewports.js';

const ROUND_MS = 180_000;
/** "Within a second" of the issue, with room for a loaded 2-core machine. */
const LIVE_MS = 3_000;

const header = (page: Page) => page.getByLabel('Saldo', { exact: true }).first();

/** "R$ 1.234,56" of a text such as "Saldo R$ 1.234,56". */
function amountIn(text: string): string {
  const match = /R\$ ?-?[\d.]+,\d\d/.exec(plain(text));
  if (match === null) throw new Error(`sem valor em: ${text}`);
  return match[0].replace('R$', 'R$ ').replace('R$  ', 'R$ ');
}

async function gameBalance(frame: FrameLocator): Promise<string> {
  return amountIn(
    await frame
      .getByText(/^Saldo: R\$/)
      .first()
      .innerText(),
  );
}

describe('saldo ao vivo e extrato (telefone)', () => {
  const session = useBrowserSession(PHONE);

  it("shows the statement's newest day balance in the header", async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/extrato');
    const statement = page.getByRole('region', { name: statementTexts.title });
    const newest = await seen(statement.getByTestId('statement-day-balance').first());
    const top = amountIn(await textOf(statement.getByTestId('statement-balance')));
    expect(amountIn(await textOf(newest))).toBe(top);
    await expect.poll(async () => amountIn(await textOf(header(page)))).toBe(top);
    // No sideways scroll on the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // The old address leads here.
    await page.goto('/admin/meu-historico');
    await page.waitForURL((url) => url.pathname === '/admin/extrato');
  });

  it('turns a Pix paid by the provider while its QR code is open into the receipt, without a tap', async () => {
    const { page } = session;
    const token = await signInByApi(DEMO.email, DEMO.password);
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/deposit');
    await page.getByLabel('Valor do depósito (R$)').fill('50');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/deposits',
    );
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    const deposit = depositResponseSchema.parse(await (await created).json()).data;
    await seen(page.getByRole('img', { name: 'QR Code Pix para pagamento' }));
    await seen(page.getByText(statementTexts.pixWaiting));
    // The demo's payment provider signs its webhook, as a real one would.
    const paid = await fetch(new URL(`/api/deposits/${deposit.id}/pay`, e2eEnvironment().baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paid.status).toBe(200);
    const receipt = page.getByRole('region', { name: statementTexts.receiptTitle });
    await receipt.waitFor({ state: 'visible', timeout: LIVE_MS });
    expect(await textOf(receipt)).toContain('R$ 50,00');
    const balance = plain(formatCents(toCents(await balanceByApi(token))));
    await expect
      .poll(async () => amountIn(await textOf(header(page))), { timeout: LIVE_MS })
      .toBe(balance);
  });

  it("shows the game's balance in the header after a bet and after its cash-out, without navigating", async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/history-aviator');
    await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
    const frame = page.frameLocator('iframe[title="Aviator"]');
    await seen(frame.getByText(/^Saldo: R\$/).first());
    const rounds = frame.getByRole('list', { name: 'Suas últimas rodadas' }).getByRole('listitem');
    const newestRound = async () => ((await rounds.count()) === 0 ? '' : textOf(rounds.first()));
    const before = await newestRound();
    const start = await gameBalance(frame);
    await expect.poll(async () => amountIn(await textOf(header(page)))).toBe(start);

    await frame.getByLabel('Valor da aposta (R$)').fill('1,00');
    await frame.getByLabel(/Retirada automática/).fill('1,01');
    await frame.getByRole('button', { name: 'Apostar', exact: true }).click({ timeout: ROUND_MS });
    // The bet: the game's balance moves, and the header follows it.
    await expect.poll(() => gameBalance(frame), { timeout: ROUND_MS }).not.toBe(start);
    const afterBet = await gameBalance(frame);
    await expect
      .poll(async () => amountIn(await textOf(header(page))), { timeout: LIVE_MS })
      .toBe(await gameBalance(frame));
    expect(afterBet).not.toBe(start);
    // The round ends: a cash-out at 1,01x (or a loss, should it crash at 1,00x).
    await expect.poll(newestRound, { timeout: ROUND_MS, interval: 500 }).not.toBe(before);
    await expect
      .poll(async () => amountIn(await textOf(header(page))), { timeout: LIVE_MS })
      .toBe(await gameBalance(frame));
  }, 600_000);
});

describe('extrato num telefone de 360 px', () => {
  const session = useBrowserSession(phoneOf(360, 740));

  it('scrolls only down, and no amount or balance splits across lines', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/extrato');
    const statement = page.getByRole('region', { name: statementTexts.title });
    await seen(statement.getByTestId('statement-day-balance').first());
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // Lines a figure's text occupies: one, for every amount, day balance and
    // day sum with its label ("Nos jogos: você perdeu R$ 12,00").
    const split = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid="statement-balance"], [data-testid="statement-day-balance"], [data-statement-line] .amount, section[aria-label="Extrato"] dl > div',
        ),
      ]
        .filter((element) => {
          // The line boxes of its text: tops within 2 px share a line (a
          // label and its figure side by side may differ by a sub-pixel).
          const tops: number[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
          }
          tops.sort((a, b) => a - b);
          return tops.some((top, index) => index > 0 && top - (tops[index - 1] ?? top) > 2);
        })
        .map((element) => element.textContent),
    );
    expect(split).toEqual([]);
    await checkScreen(page, session.viewport, 'extrato-360');
  });
});
