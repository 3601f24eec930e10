// Deposit and withdrawal (docs/product.md#wallet-deposits, #wallet-withdrawals,
// #money-input-and-errors): messages, the Pix screen and its countdown, the
// sandbox payment crediting the balance once, the address flow, and a double
// tap on Confirmar moving money once.
import { messages } from '@velas/domain/messages';
import { formatCents, toCents } from '@velas/domain/money';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshAccount } from '../support/accounts.js';
import { saveAddressAtSe } from '../support/address.js';
import {
  approveKycByApi,
  balanceByApi,
  depositByApi,
  kycApprovedByApi,
  registerByApi,
  signInByApi,
  withdrawalCountByApi,
} from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { plain, seeAlert, seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

const money = (cents: number) => plain(formatCents(toCents(cents)));

async function seeBalance(page: Page, cents: number): Promise<void> {
  await seen(page.getByLabel('Saldo', { exact: true }).getByText(money(cents)));
}

describe.each(VIEWPORTS)('carteira ($name)', (viewport) => {
  const session = useBrowserSession(viewport);
  const account = freshAccount(viewport, 'wallet');

  beforeAll(async () => {
    await registerByApi(account);
  });

  async function approvedToken(): Promise<string> {
    const token = await signInByApi(account.email, account.password);
    if (!(await kycApprovedByApi(token))) await approveKycByApi(token, account.person.cpf);
    return token;
  }

  it('deposits through Pix: messages, QR and code, countdown, sandbox payment', async () => {
    const { page } = session;
    await page.clock.install();
    await signIn(page, account.email, account.password);
    await page.goto('/admin/deposit');
    await seen(page.getByRole('heading', { name: 'Depósito Seguro!' }));
    await checkScreen(page, viewport, 'deposit');

    const amount = page.getByLabel('Valor do depósito (R$)');
    const generate = page.getByRole('button', { name: 'Gerar Pix' });
    await generate.click();
    await seeAlert(page, messages.invalidBalance);
    await amount.fill('0');
    await generate.click();
    await seeAlert(page, messages.invalidBalance);
    await page
      .getByRole('group', { name: 'Valores rápidos' })
      .getByRole('button', { name: 'R$ 50', exact: true })
      .click();
    expect(await amount.inputValue()).toBe('50,00');
    await generate.click();
    await seeAlert(page, messages.depositRequiresKyc);

    const token = await approvedToken();
    const before = await balanceByApi(token);
    await page.reload();
    await page.getByLabel('Valor do depósito (R$)').fill('50');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();

    await seen(page.getByRole('status').filter({ hasText: messages.pixPending }));
    await seen(page.getByText(messages.pixDeadline));
    const qr = await seen(page.getByRole('img', { name: 'QR Code Pix para pagamento' }));
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    expect(code).toMatch(/^000201/); // an EMV BR Code
    for (const label of ['Copiar código Pix', 'Novo', 'Atualizar'])
      await seen(page.getByRole('button', { name: label, exact: true }));
    await checkScreen(page, viewport, 'deposit-pix');

    // The 400 s countdown, moved on by the test's clock.
    const left = page.getByLabel('tempo restante');
    const seconds = async () => {
      // "6 min 37 s" (docs/product.md#wallet-deposits).
      const [, minutes = '0', rest = '0'] = /(\d+) min (\d+) s/.exec(await left.innerText()) ?? [];
      return Number(minutes) * 60 + Number(rest);
    };
    const start = await seconds();
    expect(start).toBeLessThanOrEqual(400);
    expect(start).toBeGreaterThan(380);
    await page.clock.runFor(60_000);
    await expect.poll(seconds).toBeLessThanOrEqual(start - 60);

    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await seen(page.getByRole('status').filter({ hasText: messages.pixPaid }));
    await seen(page.getByText('Pagamento confirmado. Seu saldo foi atualizado.'));
    expect(await balanceByApi(token)).toBe(before + 5_000);
    await seeBalance(page, before + 5_000);
    await checkScreen(page, viewport, 'deposit-paid');

    await seen(page.getByRole('link', { name: 'Ir para o início' }));
    expect(await page.getByLabel('Pix copia e cola').count()).toBe(0);
    await page.getByRole('button', { name: 'Novo depósito' }).click();
    await seen(page.getByRole('button', { name: 'Gerar Pix' }));
  });

  it('withdraws: minimum, address flow, success, and a double tap moves money once', async () => {
    const { page } = session;
    const token = await approvedToken();
    await depositByApi(token, 10_000);
    const start = await balanceByApi(token);
    const withdrawalsAtStart = await withdrawalCountByApi(token);

    await signIn(page, account.email, account.password);
    await page.goto('/admin/withdraw');
    await seen(page.getByRole('heading', { name: 'Saque' }));
    await seen(page.getByText(`Valor mínimo: ${money(3_000)}`));
    expect(
      await page.getByLabel('Chave Pix', { exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    await checkScreen(page, viewport, 'withdraw');

    const amount = page.getByLabel('Valor do saque (R$)');
    const confirm = page.getByRole('button', { name: 'Confirmar' });
    await confirm.click();
    await seeAlert(page, messages.withdrawAmountRequired);
    await amount.fill('29,99');
    await confirm.click();
    await seeAlert(page, messages.withdrawMinimum);

    // A new account has no address: the server asks for one first.
    await amount.fill('40');
    await confirm.click();
    await seen(page.getByText(messages.addressRequired));
    await checkScreen(page, viewport, 'withdraw-address');
    await page.getByRole('button', { name: 'Salvar Endereço' }).click();
    await seeAlert(page, messages.addressFieldsRequired);
    await saveAddressAtSe(page);
    expect(await balanceByApi(token)).toBe(start);

    await page.getByLabel('Valor do saque (R$)').fill('40');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await seen(page.getByText(messages.withdrawProcessing));
    expect(await page.getByLabel('Valor do saque (R$)').inputValue()).toBe('');
    expect(await balanceByApi(token)).toBe(start - 4_000);
    await seeBalance(page, start - 4_000);
    await checkScreen(page, viewport, 'withdraw-success');

    // Two taps in a row: every request they send must have its answer before counting.
    const answers: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/withdraws'))
        answers.push(request.response());
    });
    await page.getByLabel('Valor do saque (R$)').fill('35');
    await page.getByRole('button', { name: 'Confirmar' }).dblclick();
    await seen(page.getByText(messages.withdrawProcessing));
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await Promise.all(answers);
    expect(await balanceByApi(token)).toBe(start - 4_000 - 3_500);
    expect(await withdrawalCountByApi(token)).toBe(withdrawalsAtStart + 2);
    await seeBalance(page, start - 4_000 - 3_500);
  });
});
