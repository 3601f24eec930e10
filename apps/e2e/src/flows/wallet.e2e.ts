// Deposit and withdrawal (docs/product/wallet.md#wallet-deposits, #wallet-withdrawals,
// docs/product/platform.md#money-input-and-errors): the deposit form inactive with its explanation
// before the identity is verified, messages each shown once, the Pix screen
// and its countdown, the sandbox payment crediting the balance once, the
// address asked inside the withdrawal form, a double tap on Confirmar moving
// money once, and each state of a withdrawal's timeline (solicitado, enviado,
// pago by the demo payout provider; devolvido; em análise) with its age.
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents } from '@velas/domain/money';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshAccount } from '../support/accounts.js';
import { fillAddressAtSe } from '../support/address.js';
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

/** One withdrawal of "Seus saques", by its amount in reais ("40,00"). */
const withdrawalOf = (page: Page, reais: string) =>
  page.getByRole('listitem', { name: new RegExp(`^Saque de R\\$\\s${reais}$`) });

/** The step the withdrawal is at: the last lit one of its timeline. */
async function seeStep(item: Locator, label: string): Promise<void> {
  await seen(item.locator('[aria-current="step"]').filter({ hasText: label }));
}

/** Each reached step of its timeline, in order. */
async function reachedSteps(item: Locator): Promise<string[]> {
  const steps = item.getByRole('list', { name: 'Etapas do saque' }).locator('li:has(time)');
  return (await steps.allInnerTexts()).map((text) =>
    plain(text).replace(/ \d{2}\/\d{2} às .*$/, ''),
  );
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

  it('deposits through Pix: verification first, messages, QR and code, countdown, sandbox payment', async () => {
    const { page } = session;
    await page.clock.install();
    await signIn(page, account.email, account.password);
    await page.goto('/admin/deposit');
    await seen(page.getByRole('heading', { name: 'Depósito Seguro!' }));

    // Before the identity is verified: the way to it, the form inactive, no refusal to meet.
    await seen(page.getByText(commonMessages.depositNeedsKycFirst));
    await seen(page.getByRole('main').getByRole('button', { name: 'Verificar identidade' }));
    expect(await page.getByLabel('Valor do depósito (R$)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gerar Pix' }).isDisabled()).toBe(true);
    expect(await page.getByText(walletMessages.depositRequiresKyc).count()).toBe(0);
    await checkScreen(page, viewport, 'deposit');

    const token = await approvedToken();
    await page.reload();
    const amount = page.getByLabel('Valor do depósito (R$)');
    const generate = page.getByRole('button', { name: 'Gerar Pix' });
    await generate.click();
    await seeAlert(page, walletMessages.invalidBalance);
    // Once, at the field.
    expect(await page.getByText(walletMessages.invalidBalance).count()).toBe(1);
    await amount.fill('0');
    await generate.click();
    await seeAlert(page, walletMessages.invalidBalance);
    await page
      .getByRole('group', { name: 'Valores rápidos' })
      .getByRole('button', { name: 'R$ 50', exact: true })
      .click();
    expect(await amount.inputValue()).toBe('50,00');
    // How long the code will be payable, said before it is generated, as the countdown shows it.
    await seen(page.getByText('O código Pix vale por 6 min 40 s depois de gerado.'));

    const before = await balanceByApi(token);
    await generate.click();

    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPending }));
    await seen(page.getByText(walletMessages.pixDeadline));
    const qr = await seen(page.getByRole('img', { name: 'QR Code Pix para pagamento' }));
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
    // Who receives the money, as the code itself names it (the operator's Pix settings).
    await seen(page.getByText(/^Quem recebe: .+\(.+\)\. Confira esse nome no seu banco/));
    // One filled action and "Já paguei"; the rest folded in "Mais opções".
    for (const label of ['Copiar código Pix', 'Já paguei'])
      await seen(page.getByRole('button', { name: label, exact: true }));
    expect(
      await page.getByRole('button', { name: 'Gerar novo Pix', exact: true }).isVisible(),
    ).toBe(false);
    await checkScreen(page, viewport, 'deposit-pix');
    await page.getByText('Mais opções', { exact: true }).click();
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    expect(code).toMatch(/^000201/); // an EMV BR Code
    for (const label of ['Gerar novo Pix', 'Cancelar este Pix'])
      await seen(page.getByRole('button', { name: label, exact: true }));

    // The 400 s countdown, moved on by the test's clock.
    const left = page.getByLabel('tempo restante');
    const seconds = async () => {
      // "Expira em 6:37" (docs/product/wallet.md#wallet-deposits).
      const [, minutes = '0', rest = '0'] = /^(\d+):(\d\d)$/.exec(await left.innerText()) ?? [];
      return Number(minutes) * 60 + Number(rest);
    };
    const start = await seconds();
    expect(start).toBeLessThanOrEqual(400);
    expect(start).toBeGreaterThan(380);
    await page.clock.runFor(60_000);
    await expect.poll(seconds).toBeLessThanOrEqual(start - 60);

    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPaid }));
    await seen(page.getByText('Pagamento confirmado. Seu saldo foi atualizado.'));
    expect(await balanceByApi(token)).toBe(before + 5_000);
    await seeBalance(page, before + 5_000);
    await checkScreen(page, viewport, 'deposit-paid');

    await seen(page.getByRole('link', { name: 'Ir para Minhas operações' }));
    expect(await page.getByLabel('Pix copia e cola').count()).toBe(0);
    await page.getByRole('button', { name: 'Novo depósito' }).click();
    await seen(page.getByRole('button', { name: 'Gerar Pix' }));
  });

  it('withdraws: everything asked before Confirmar, a double tap moves money once, each state of the timeline', async () => {
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
    // A new account has no address: it is asked in the same form, before its
    // one button, Confirmar (no "Salvar Endereço" beside it while money can leave).
    await seen(page.getByRole('group', { name: 'Endereço' }));
    expect(await page.getByRole('form', { name: 'Saque' }).getByRole('button').count()).toBe(1);
    await checkScreen(page, viewport, 'withdraw');

    const amount = page.getByLabel('Valor do saque (R$)');
    const confirm = page.getByRole('button', { name: /^Confirmar/ });
    await confirm.click();
    await seeAlert(page, walletMessages.withdrawAmountRequired);
    expect(await page.getByText(walletMessages.withdrawAmountRequired).count()).toBe(1);
    await amount.fill('29,99');
    await confirm.click();
    await seeAlert(page, walletMessages.withdrawMinimum);
    expect(await page.getByText(walletMessages.withdrawMinimum).count()).toBe(1);

    // No address yet: said once, nothing sent, the amount kept.
    await amount.fill('40');
    await confirm.click();
    await seeAlert(page, walletMessages.addressFieldsRequired);
    expect(await page.getByText(walletMessages.addressFieldsRequired).count()).toBe(1);
    expect(await amount.inputValue()).toBe('40');
    expect(await balanceByApi(token)).toBe(start);
    await fillAddressAtSe(page);
    await checkScreen(page, viewport, 'withdraw-address');
    await confirm.click();
    // The form gives way to a receipt: amount, masked key, when, and the steps.
    const receipt = page.getByRole('region', { name: 'Comprovante de saque Pix' });
    await seen(
      receipt.getByText(
        /^Saque de R\$\s40,00 (solicitado|enviado para a sua chave Pix|pago na sua chave Pix)\.$/,
      ),
    );
    expect(await page.getByRole('form', { name: 'Saque' }).count()).toBe(0);
    await seen(receipt.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/));
    await seen(receipt.getByText('Solicitado em'));
    for (const action of ['Ver no extrato', 'Novo saque', 'Ir para Minhas operações'])
      await seen(receipt.getByText(action, { exact: true }));
    expect(await page.getByText(walletMessages.withdrawProcessing).count()).toBe(0);
    expect(await balanceByApi(token)).toBe(start - 4_000);
    await seeBalance(page, start - 4_000);

    // Shown once: on its receipt, not again in "Seus saques". Solicitado and
    // enviado at once, then pago by the demo payout provider (5 s).
    // "2 horas" is written with a no-break space, which a regular expression sees as \s.
    expect(await withdrawalOf(page, '40,00').count()).toBe(0);
    await seen(
      receipt.getByText(/(enviado|solicitado) há menos de 1 minuto; o prazo é de até 2\shoras/),
    );
    // Paid, the receipt stays and says so, until "Novo saque".
    await seen(receipt.getByText(/^Saque de R\$\s40,00 pago na sua chave Pix\.$/));
    await seeStep(receipt, 'Pago na sua chave Pix');
    expect(await reachedSteps(receipt)).toEqual(['Solicitado', 'Enviado', 'Pago na sua chave Pix']);
    await seen(receipt.getByText(/^pago .* depois do pedido, dentro do prazo de até 2\shoras$/));
    expect(await withdrawalOf(page, '40,00').count()).toBe(0);
    await checkScreen(page, viewport, 'withdraw-success');
    await receipt.getByRole('button', { name: 'Novo saque' }).click();
    expect(await amount.inputValue()).toBe('');
    expect(await page.getByRole('group', { name: 'Endereço' }).count()).toBe(0);
    // Back in "Seus saques", paid: one line with a "Pago" chip; a tap opens its steps.
    const first = withdrawalOf(page, '40,00');
    await seen(first.getByText('Pago', { exact: true }));
    await first.locator('summary').click();
    await seeStep(first, 'Pago na sua chave Pix');
    expect(await first.getByText('Em processamento').count()).toBe(0);

    // Two taps in a row: every request they send must have its answer before counting.
    const answers: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/withdraws'))
        answers.push(request.response());
    });
    await amount.fill('35');
    await confirm.dblclick();
    await seen(receipt.getByText(/^Saque de R\$\s35,00/));
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await Promise.all(answers);
    expect(await balanceByApi(token)).toBe(start - 4_000 - 3_500);
    expect(await withdrawalCountByApi(token)).toBe(withdrawalsAtStart + 2);
    await seeBalance(page, start - 4_000 - 3_500);
    await receipt.getByRole('button', { name: 'Novo saque' }).click();

    // Failed by the provider (the demo's "Simular falha", on the receipt): devolvido, never pago.
    await amount.fill('31');
    await confirm.click();
    await seen(receipt.getByText(/^Saque de R\$\s31,00/));
    await seen(receipt.getByRole('button', { name: 'Simular falha' }));
    await receipt.getByRole('button', { name: 'Simular falha' }).click();
    await seeStep(receipt, walletMessages.withdrawStepReturned);
    expect(await reachedSteps(receipt)).toEqual(['Solicitado', 'Enviado', 'Devolvido ao saldo']);
    await seen(receipt.getByText(/^devolvido ao seu saldo .* depois do pedido$/));
    await seen(receipt.getByText(/^Saque de R\$\s31,00 devolvido ao seu saldo\.$/));
    await receipt.getByRole('button', { name: 'Novo saque' }).click();
    await seeStep(withdrawalOf(page, '31,00'), walletMessages.withdrawStepReturned);

    // The fourth within the hour is held for a person: em análise, with why and its age.
    await amount.fill('30');
    await confirm.click();
    await seen(receipt.getByText(/^Saque de R\$\s30,00/));
    await seeStep(receipt, walletMessages.withdrawStatusReview);
    expect(await reachedSteps(receipt)).toEqual(['Solicitado', 'Em análise']);
    await seen(receipt.getByText(walletMessages.withdrawReviewVelocity));
    await seen(receipt.getByText('em análise há menos de 1 minuto; o prazo é de até 2 horas'));
    await checkScreen(page, viewport, 'withdraw-timeline');
  });
});
