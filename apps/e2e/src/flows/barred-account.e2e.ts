// A barred account (docs/product/player-protection.md#barred-account) on a 390 px phone: the
// regulator's module bars the player's CPF (the demo's sandbox route stands
// in for the impedidos checks), the player signs in, reads why and until
// when, and withdraws within the window; deposits and games stay refused.
import { barredMessages } from '@velas/domain/barred-list';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillAddressAtSe } from '../support/address.js';
import {
  approveKycByApi,
  balanceByApi,
  barByApi,
  depositByApi,
  gameStartStatusByApi,
  meByApi,
  registerByApi,
  signInByApi,
  type Account,
} from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { PHONE } from '../support/viewports.js';

const MINES_GAME_ID = 3836;
// The test person kept for this flow (packages/domain/src/demo/test-documents.ts).
const person = TEST_DOCUMENTS.find((entry) => entry.cpf === '48273615928');
if (person === undefined) throw new Error('the barred flow has no test person');
const account: Account = {
  email: 'barred-phone@example.com',
  password: 'senha-e2e-123',
  person: { cpf: person.cpf, name: person.name, birthDate: person.birthDate },
};

describe('conta impedida (phone, 390 px)', () => {
  const session = useBrowserSession(PHONE);
  let token: string;

  beforeAll(async () => {
    await registerByApi(account);
    token = await signInByApi(account.email, account.password);
    await approveKycByApi(token, account.person.cpf);
    await depositByApi(token, 10_000);
    await barByApi(token, ['autoexclusao_centralizada']);
  });

  it('signs in, reads why and until when, and withdraws within the window', async () => {
    const { page } = session;
    const me = await meByApi(token);
    const barred = me.barred;
    if (barred === undefined) throw new Error('the account is not barred');
    expect(barred.bases).toEqual(['autoexclusao_centralizada']);
    expect(await gameStartStatusByApi(token, MINES_GAME_ID)).toBe(403);

    await signIn(page, account.email, account.password);
    const panel = await seen(page.getByRole('region', { name: barredMessages.pageTitle }));
    await seen(panel.getByText(barredMessages.reason(['autoexclusao_centralizada'])));
    await seen(panel.getByText(barredMessages.deadline(Date.parse(barred.withdrawUntil))));
    await seen(panel.getByText(barredMessages.afterDeadline));
    // No money action but the withdrawal on the screen the player lands on.
    expect(await page.getByRole('region', { name: 'Saldo Atual' }).count()).toBe(0);
    await checkScreen(page, PHONE, 'barred-account');

    await panel.getByRole('link', { name: barredMessages.withdrawAction }).click();
    await seen(page.getByRole('heading', { name: 'Saque' }));
    // A new account has no address yet: the withdrawal form asks for it.
    await page.getByLabel('Valor do saque (R$)').fill('100');
    await fillAddressAtSe(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await seen(
      page
        .getByRole('region', { name: 'Comprovante de saque Pix' })
        .getByText(
          /^Saque de R\$\s100,00 (solicitado|enviado para a sua chave Pix|pago na sua chave Pix)\.$/,
        ),
    );
    expect(await balanceByApi(token)).toBe(0);
    await checkScreen(page, PHONE, 'barred-account-withdrawn');
  });
});
