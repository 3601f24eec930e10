import type { Page } from 'playwright-core';

const GATE_STORAGE_KEY = 'velas.gate';

/** The gate opens only on a device that has not answered it yet nor signed in. */
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
