import type { Page } from 'playwright-core';
import { seen } from './expectations.js';

export async function fillAddressAtSe(page: Page): Promise<void> {
  const cep = page.getByLabel('CEP');
  await cep.fill('01001000');
  await cep.blur();
  await seen(page.getByRole('status').filter({ hasText: 'Praça da Sé' }));
  await page.getByLabel('Número').fill('100');
}
