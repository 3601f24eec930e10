// The address form a new account meets at its first withdrawal: the CEP is
// looked up, the number typed, the address saved.
import { messages } from '@velas/domain/messages';
import type { Page } from 'playwright-core';
import { seen } from './expectations.js';

/** Praça da Sé, 100 (CEP 01001-000, in the bundled table). */
export async function saveAddressAtSe(page: Page): Promise<void> {
  const cep = page.getByLabel('CEP');
  await cep.fill('01001000');
  await cep.blur();
  await seen(page.getByRole('status').filter({ hasText: 'Praça da Sé' }));
  await page.getByLabel('Número').fill('100');
  await page.getByRole('button', { name: 'Salvar Endereço' }).click();
  await seen(page.getByText(messages.addressSaved));
}
