// Signing in the way a person does: the gate dialog, then the login form.
import type { Page } from 'playwright-core';

export async function passGate(page: Page): Promise<void> {
  const gate = page.getByRole('dialog', { name: 'Antes de entrar' });
  await gate.getByRole('button', { name: 'Já tenho conta' }).click();
  await gate.waitFor({ state: 'hidden' });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await passGate(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/dashboard');
}
