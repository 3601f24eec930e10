// The first screen says what the app is (docs/product/accounts.md#gate-dialog), and a
// house that sells nothing shows no sales page anywhere: no menu, footer or
// carousel slide leads to "Ainda não está à venda nesta casa"
// (docs/product/sales-pages.md#sales-pages, docs/product/dashboard.md#dashboard-home). The second part runs its own
// demo api whose settings configure no support chat and no checkout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiProcess } from '@velas/api/testing/api-process';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApi } from '../harness/built-api.js';
import { DEMO } from '../support/accounts.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { gone, seen } from '../support/expectations.js';
import { passGate, signIn } from '../support/sign-in.js';
import { PHONE } from '../support/viewports.js';

const GATE_LINE = fill(plainWordsMessages.gateWhatVelasIs, { marca: 'Velas' });
const SALES_PATHS = [
  '/auth/presentation',
  '/auth/mentoria',
  '/auth/bot-teleco-vip',
  '/auth/my-links',
];

/** Links on the page that lead to a sales page. */
function salesLinks(page: Page) {
  return page
    .locator(SALES_PATHS.map((path) => `a[href="${path}"], a[href="${path}/"]`).join(', '))
    .count();
}

describe('primeira tela (demo com vendas)', () => {
  const session = useBrowserSession(PHONE);

  it('says in one line what Velas is and links the presentation', async () => {
    const { page } = session;
    await page.goto('/auth/login');
    const gate = await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));
    await seen(gate.getByText(GATE_LINE));
    await gate.getByRole('link', { name: plainWordsMessages.gatePresentationLink }).click();
    await seen(page.getByRole('heading', { name: 'Apresentação', level: 1 }));
  });
});

const root = mkdtempSync(join(tmpdir(), 'velas-e2e-no-sales-'));
let api: ApiProcess | undefined;

describe('uma casa que não vende nada', () => {
  beforeAll(async () => {
    api = await startBuiltApi({
      root,
      settings: { public: { brand: { name: 'Velas' } } },
      logFile: join(e2eEnvironment().artifactsDir, 'api-no-sales.log'),
      env: () => ({ SCRYPT_LOG_N: '12' }),
    });
  }, 240_000);
  afterAll(async () => {
    await api?.stop('SIGTERM', 10_000);
    rmSync(root, { recursive: true, force: true });
  });
  const session = useBrowserSession(PHONE, () => ({ baseURL: api?.url ?? '' }));

  it('keeps the gate line, and no screen leads to a sales page', async () => {
    const { page } = session;
    await page.goto('/auth/login');
    const gate = await seen(page.getByRole('dialog', { name: 'Antes de entrar' }));
    await seen(gate.getByText(GATE_LINE));
    expect(
      await gate.getByRole('link', { name: plainWordsMessages.gatePresentationLink }).count(),
    ).toBe(0);
    await passGate(page);
    await gone(gate);
    expect(await salesLinks(page)).toBe(0);

    await signIn(page, DEMO.email, DEMO.password);
    // Every carousel slide leads somewhere: only the limits one, standing still.
    const carousel = await seen(page.getByRole('region', { name: 'Novidades' }));
    const slide = carousel.getByRole('link', {
      name: new RegExp(plainWordsMessages.carouselLimitsTitle),
    });
    expect(await slide.getAttribute('href')).toBe('/admin/jogo-responsavel');
    expect(await carousel.getByText(plainWordsMessages.carouselCommunityTitle).count()).toBe(0);
    expect(await carousel.getByRole('button', { name: 'Próximo banner' }).count()).toBe(0);
    // The drawer and the footer list no product either.
    await page
      .getByRole('navigation', { name: 'Navegação inferior' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await seen(page.getByRole('link', { name: /Horários/ }).first());
    expect(await salesLinks(page)).toBe(0);
  }, 120_000);
});
