// The address a new account gives with its first withdrawal, in the
// withdrawal form itself (docs/product/wallet.md#wallet-withdrawals): the CEP is
// looked up, the number typed; `Confirmar` saves it, then withdraws.
import type { Page } from 'playwright-core';
import { seen } from './expectations.js';

/** Praça da Sé, 100 (CEP 01001-000, in the bundled table). */
export async function fillAddressAtSe(page: Page): Promise<void> {
  const cep = page.getByLabel('CEP');
  await cep.fill('01001000');
  await cep.blur();
  await seen(page.getByRole('status').filter({ hasText: 'Praça da Sé' }));
  await page.getByLabel('Número').fill('100');
}
