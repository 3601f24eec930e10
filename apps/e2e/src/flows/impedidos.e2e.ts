// A CPF the regulator's list bars is refused at registration with the one
// neutral message an unknown CPF gets, naming no base, already at the form's
// CPF check (docs/product/registration.md#registration).
// The demo's impedidos double bars 482.957.316-37 (central self-exclusion).
import { DEMO_SELF_EXCLUDED_CPF, TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { UNREGISTERED_CPF } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { atPath, seeAlert, seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { passGate } from '../support/sign-in.js';
import { PHONE } from '../support/viewports.js';

describe('impedidos at registration (390 px)', () => {
  const session = useBrowserSession(PHONE);

  it('refuses the demo barred CPF as it refuses an unknown one, and opens no account', async () => {
    const { page } = session;
    const barred = TEST_DOCUMENTS.find((person) => person.cpf === DEMO_SELF_EXCLUDED_CPF);
    if (!barred) throw new Error('the demo self-excluded CPF is not a test CPF');
    await page.goto('/auth/register/ROLE_LOTOGREEN');
    await seen(page.getByRole('heading', { name: 'Cadastro' }));
    const cpf = page.getByLabel('CPF', { exact: true });
    // The form's CPF check answers an unknown CPF and a barred one alike: no
    // name for either, the same message (a name, then a refusal, would say
    // who is barred).
    await cpf.fill(UNREGISTERED_CPF);
    await cpf.blur();
    await seeAlert(page, authMessages.cpfNotValidated);
    const unknownAlert = await page.getByRole('alert').innerText();
    await cpf.fill(barred.cpf);
    await cpf.blur();
    await seeAlert(page, authMessages.cpfNotValidated);
    expect(await page.getByRole('alert').innerText()).toBe(unknownAlert);
    expect(await page.getByLabel('Nome').inputValue()).toBe('');
    expect(unknownAlert).not.toMatch(/autoexclu|benef|bolsa|impedid|cadastrad/i);
    await page.getByLabel('E-mail').fill('impedido-phone@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('senha-e2e-123');
    await page.getByLabel('Confirmar senha').fill('senha-e2e-123');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await checkScreen(page, PHONE, 'register-cpf-refused');

    // Nothing opened: signing in with what was typed fails as any wrong password does.
    await page.goto('/auth/login');
    await passGate(page);
    await page.getByLabel('E-mail').fill('impedido-phone@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('senha-e2e-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await seeAlert(page, authMessages.loginFailed);
    await atPath(page, '/auth/login');
  });
});
