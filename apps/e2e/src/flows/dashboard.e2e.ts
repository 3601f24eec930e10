// Dashboard home (docs/product/dashboard.md#dashboard-home): the KYC banner and modal until the sandbox
// widget approves, then the carousel; balance, withdrawals chart, transactions.
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { formatCents, toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { DEMO, freshAccount } from '../support/accounts.js';
import { balanceByApi, registerByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { gone, plain, seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

describe.each(VIEWPORTS)('painel ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('asks a new player to verify, and the sandbox widget approval brings the carousel', async () => {
    const { page } = session;
    const account = freshAccount(viewport, 'kyc');
    await registerByApi(account);
    await signIn(page, account.email, account.password);

    const banner = await seen(page.getByRole('region', { name: 'Verifique sua identidade' }));
    expect(await page.getByRole('region', { name: 'Novidades' }).count()).toBe(0);
    // The new player's one job is on the first screen, clear of the bottom bar.
    const start = banner.getByRole('button', { name: 'Verificar identidade' });
    const startBox = await start.boundingBox();
    const bottomBar = page.getByRole('navigation', { name: 'Navegação inferior' });
    const barTop = (await bottomBar.isVisible())
      ? ((await bottomBar.boundingBox())?.y ?? Infinity)
      : (viewport.options.viewport?.height ?? Infinity);
    expect(startBox, 'Verificar identidade').not.toBeNull();
    expect((startBox?.y ?? Infinity) + (startBox?.height ?? 0)).toBeLessThanOrEqual(barTop);
    await checkScreen(page, viewport, 'dashboard-kyc-banner');

    await banner.getByRole('button', { name: 'Verificar identidade' }).click();
    const modal = await seen(
      page.getByRole('dialog', { name: plainWordsMessages.identityVerification }),
    );
    // Static: a tap on the backdrop leaves it open.
    await page.mouse.click(2, 2);
    expect(await modal.isVisible()).toBe(true);
    await seen(modal.getByRole('link', { name: 'Suporte' }));

    const widget = page.frameLocator('iframe[title="Verificação de identidade"]');
    await seen(widget.getByText('Ambiente de testes', { exact: true }));
    await seen(widget.getByRole('heading', { name: 'Foto do documento' }));
    // The file picker is the widget's own labelled button, not the browser's.
    await seen(widget.getByText('Fotografar ou escolher o documento'));
    expect(await widget.getByLabel('Fotografar ou escolher o documento').count()).toBe(1);
    await checkScreen(page, viewport, 'dashboard-kyc-widget');
    await widget.getByRole('button', { name: 'Usar imagem de exemplo' }).click();
    await seen(widget.getByRole('heading', { name: 'Selfie' }));
    await widget.getByRole('button', { name: 'Usar imagem de exemplo' }).click();
    await widget.getByRole('button', { name: 'Aprovar (CPF da conta)' }).click();

    // The approval refetches the KYC status: the carousel replaces the banner
    // behind the modal, which stays to say what comes next.
    const carousel = page.getByRole('region', { name: 'Novidades' });
    // The approval says the next step: depositing.
    await seen(modal.getByRole('link', { name: plainWordsMessages.depositNow }));
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await gone(modal);
    await seen(carousel);
    expect(await page.getByRole('region', { name: 'Verifique sua identidade' }).count()).toBe(0);
    await checkScreen(page, viewport, 'dashboard-approved');
  });

  it('shows the balance, the withdrawals chart and the latest transactions', async () => {
    const { page } = session;
    const token = await signInByApi(DEMO.email, DEMO.password);
    const balance = plain(formatCents(toCents(await balanceByApi(token))));
    await page.clock.install();
    const catalogue = page.waitForResponse((response) =>
      response.url().includes('/v2/casino-games/category'),
    );
    await signIn(page, DEMO.email, DEMO.password);

    const balanceCard = page.getByRole('region', { name: 'Saldo Atual' });
    await seen(balanceCard.getByText(balance));
    await seen(page.getByLabel('Saldo', { exact: true }).getByText(balance));
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await seen(page.getByLabel('Saldo', { exact: true }).getByText(balance));

    const withdrawals = page.getByRole('region', { name: 'Total de Saques' });
    expect(await textOf(withdrawals)).toMatch(/R\$ \d/);
    const chart = await seen(withdrawals.getByRole('figure', { name: 'Saques por data' }));
    // The chart draws once scrolled near (WhenVisible).
    await chart.scrollIntoViewIfNeeded();
    const svg = await seen(chart.locator('svg.apexcharts-svg'));
    const chartText = await svg.textContent();
    expect(chartText).toContain('Data');
    expect(chartText).toContain('Valor (R$)');

    const transactions = page.getByRole('region', { name: 'Últimas transações' });
    const headers = await transactions.getByRole('columnheader').allInnerTexts();
    expect(headers.map(plain)).toEqual(['Data', 'Jogo', 'Tipo', 'Valor (R$)']);
    const rows = transactions.locator('tbody tr');
    await seen(rows.first());
    expect(await rows.count()).toBeGreaterThan(0);
    // The five latest movements of every kind; the whole list is the Extrato's.
    expect(await rows.count()).toBeLessThanOrEqual(5);
    // Every amount signed and in its colour, with its word ("Aposta", "Pago"…).
    const amounts = await transactions.locator('[data-tone]').allInnerTexts();
    expect(amounts.length).toBe(await rows.count());
    for (const amount of amounts) expect(plain(amount)).toMatch(/^(\+|\u2212)R\$ [\d.]+,\d\d$/);
    expect(await textOf(transactions)).toMatch(/Aposta|Prêmio|Pago|Recebido|Devolvido|Em /);
    expect(
      await transactions.getByRole('link', { name: 'Ver todas no Extrato' }).getAttribute('href'),
    ).toBe('/admin/extrato');

    const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
    for (const label of ['Todos os Jogos', 'Histórico Aviator', 'Horários Aviator', 'Aulas'])
      await seen(shortcuts.getByRole('link', { name: label }));
    // Each label on one line: its text's boxes share one top.
    for (const label of ['Todos os Jogos', 'Histórico Aviator', 'Horários Aviator'])
      expect(
        await shortcuts.getByRole('link', { name: label }).evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link.lastChild as Node);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
        }),
      ).toBe(1);
    // The demo opens no roulette and has no betting site: no tile leads to
    // signals for a game that cannot be played here.
    await catalogue;
    expect(await shortcuts.getByRole('link', { name: /^Sinais / }).count()).toBe(0);
    // Support sits in the header on wide screens and in the account menu on phones.
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: /menu do usuário/ }).click();
      await seen(page.getByRole('link', { name: 'Suporte' }).first());
      await page.keyboard.press('Escape');
    } else {
      await seen(page.getByRole('link', { name: 'Suporte' }).first());
    }
    await checkScreen(page, viewport, 'dashboard');

    // The approved player's carousel turns every 5 s.
    const carousel = page.getByRole('region', { name: 'Novidades' });
    await seen(carousel.getByText('Comunidade Velas'));
    await page.clock.runFor(5_000);
    await seen(carousel.getByText('Jogue com limites'));
    // It leads to the limits, and says so (docs/product/dashboard.md#dashboard-home).
    await seen(carousel.getByText(plainWordsMessages.carouselLimitsAction));
  });
});
