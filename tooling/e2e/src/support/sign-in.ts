// Signing in the way a person does: the gate dialog, then the login form.
import type { Page } from 'playwright-core';

/** The key under which the web app keeps that this device answered the gate. */
const GATE_STORAGE_KEY = 'velas.gate';

/**
 * Answers the gate where it opens: on a device (a browser context) that has
 * not answered it yet nor signed in; otherwise the sign-in page opens on the form.
 */
export async function passGate(page: Page): Promise<void> {
  const answered = await page.evaluate(
    (key) => localStorage.getItem(key) !== null,
    GATE_STORAGE_KEY,
  );
  if (answered) return;
  const gate = page.getByRole('dialog', { name: 'Antes de entrar' });
  await gate.getByRole('button', { name: 'Já tenho conta' }).click();
  await gate.waitFor({ state: 'hidden' });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await passGate(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/dashboard');
}
