// Sales pages (docs/product/sales-pages.md#sales-pages, docs/product/overview.md#honesty-rules): prices, buy buttons, Suporte, and copy
// that promises no profit. Open to everyone: no sign-in.
import { PRICES } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../support/browser-session.js';
import { plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { VIEWPORTS } from '../support/viewports.js';

const price = (cents: Parameters<typeof formatCents>[0]) => plain(formatCents(cents));

const PAGES = [
  {
    path: '/auth/presentation',
    title: 'Apresentação',
    buy: `Comprar por ${price(PRICES.dashboardWithCourse)}`,
    extra: 'Criar minha conta',
  },
  { path: '/auth/bot-teleco-vip', title: 'Robô VIP', buy: 'Quero o Robô VIP' },
  { path: '/auth/mentoria', title: 'Mentoria', buy: `Comprar por ${price(PRICES.mentoring)}` },
  { path: '/auth/my-links', title: 'Meus Links', buy: 'Quero este' },
];

describe.each(VIEWPORTS)('páginas de venda ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('shows each page with its price, buy button and Suporte, promising no profit', async () => {
    const { page } = session;
    for (const sales of PAGES) {
      await page.goto(sales.path);
      await seen(page.getByRole('heading', { name: sales.title, level: 1 }));
      await seen(page.getByRole('link', { name: sales.buy }).first());
      if (sales.extra) await seen(page.getByRole('link', { name: sales.extra }));
      await seen(page.getByRole('link', { name: 'Suporte' }));
      const text = (await textOf(page.locator('main'))).toLowerCase();
      expect(text).not.toMatch(/lucro garantido|renda extra|ganhe dinheiro|bônus/);
      await checkScreen(
        page,
        viewport,
        `sales${sales.path.replace('/auth', '').replace(/\//g, '-')}`,
      );
    }
    // The purchase menu lists every product of the spec.
    const menu = await textOf(page.locator('main'));
    for (const item of [
      'Painel + curso',
      'Canal de sinais gratuito',
      'Robô 10x 24h',
      'Robô 5x 24h',
      'Robô 2x 24h',
      'Mentoria',
    ])
      expect(menu).toContain(item);
  });
});
