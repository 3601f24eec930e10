// Every screen at the three main phone widths and a laptop (docs/design.md): nothing
// wider than the screen, nothing left under the header or the bottom bar, no
// empty or about:blank frame, no clipped text in tiles and tables, no word or
// amount broken across two lines, no floating button over the content, no serious
// or critical axe finding (contrast and target size included), and a
// screenshot of each in artifacts/e2e/screens/<size>/. At 390x844 the main
// screens are also photographed as a phone shows them (the viewport only, one CSS
// pixel per image pixel) in artifacts/e2e/readme/, the source of docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@velas/domain/routes';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { depositByApi, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { passGate, signIn } from '../support/sign-in.js';
import { DESKTOP, phoneOf, type Viewport } from '../support/viewports.js';

const SIZES: Viewport[] = [phoneOf(360, 740), phoneOf(390, 844), phoneOf(412, 915), DESKTOP];

const README_SIZE = '390x844';
const README_SCREENS = new Set([
  'auth-login',
  'admin-dashboard',
  'admin-history-aviator',
  'admin-deposit',
  'admin-games',
  'admin-strategy-lab',
]);

/** What a phone shows on opening the screen: its top, at the viewport's size. */
async function readmeScreenshot(page: Page, name: string): Promise<void> {
  const dir = join(e2eEnvironment().artifactsDir, 'readme');
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: join(dir, `${name}.png`), scale: 'css', animations: 'disabled' });
}

const screenName = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-');

const AUTH_SCREENS = ROUTES.filter((route) => route.layout === 'auth').map((route) =>
  route.path.replace(':role', 'ROLE_LOTOGREEN'),
);
const ADMIN_SCREENS = ROUTES.filter((route) => route.layout === 'admin').map((route) => route.path);

interface LayoutProblems {
  scrollsSideways: string | null;
  underBars: string[];
  emptyFrames: string[];
  clippedText: string[];
  overflowingCandles: string[];
  touchingChips: string[];
  brokenWords: string[];
  floatingOverContent: string[];
}

/**
 * Where the round grid must read like Tipminer's (docs/product/aviator-analysis.md#candles):
 * five or six chips a row on phones, in type of at least 12 px (eight a row
 * in 10-px type was read squinting).
 */
const CHIP_GRID_SCREEN = '/admin/history-aviator';
const CHIP_GRID_WIDTHS = new Set([360, 390]);
const CHIP_GRID_FIRST_ROW = { least: 5, most: 6 };
const CHIP_LEAST_FONT_PX = 12;

/** How many chips the round grid shows in its first row (those sharing the first's top) and their type size, or null without a grid. */
async function firstRowChips(page: Page): Promise<{ count: number; fontPx: number } | null> {
  return page.evaluate(() => {
    const chips = [
      ...document.querySelectorAll<HTMLElement>('main ol[aria-label^="Últimas"] [data-colour]'),
    ];
    const first = chips[0];
    if (!first) return null;
    return {
      count: chips.filter((chip) => chip.offsetTop === first.offsetTop).length,
      fontPx: Number.parseFloat(getComputedStyle(first).fontSize),
    };
  });
}

/** Reads the page as laid out now; each list names the elements at fault. */
async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`;
    // A 1 x 1 px box is the visually hidden pattern (apps/web/src/ui/visuallyHidden.ts):
    // read by screen readers, never seen, so its wrapping is no fault.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const root = document.documentElement;
    const scrollsSideways =
      root.scrollWidth > window.innerWidth
        ? `${root.scrollWidth} px > ${window.innerWidth} px`
        : null;

    // The content's last element must clear the bottom bar once scrolled to the end,
    // and its first must start under the header at the top.
    const underBars: string[] = [];
    const content = document.querySelector('#main-content') ?? document.querySelector('main');
    const header = document.querySelector('header');
    const bottom = document.querySelector('nav[aria-label="Navegação inferior"]');
    // A cell scrolled out of sight inside its card (a table's own scroll) is not on the page.
    const clippedByScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== content; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        const inner = element.getBoundingClientRect();
        const outer = up.getBoundingClientRect();
        if (inner.bottom > outer.bottom + 1 || inner.top < outer.top - 1) return true;
      }
      return false;
    };
    const leaves = content
      ? [...content.querySelectorAll('*')].filter(
          (element) =>
            element.children.length === 0 && visible(element) && !clippedByScroller(element),
        )
      : [];
    window.scrollTo(0, 0);
    if (header && visible(header)) {
      const headerBottom = header.getBoundingClientRect().bottom;
      const first = leaves[0];
      if (first && first.getBoundingClientRect().top < headerBottom - 1)
        underBars.push(`sob o cabeçalho: ${describe(first)}`);
    }
    window.scrollTo(0, root.scrollHeight);
    if (bottom && visible(bottom)) {
      const barTop = bottom.getBoundingClientRect().top;
      const lowest = leaves.reduce<Element | null>(
        (low, element) =>
          !low || element.getBoundingClientRect().bottom > low.getBoundingClientRect().bottom
            ? element
            : low,
        null,
      );
      if (lowest && lowest.getBoundingClientRect().bottom > barTop + 1)
        underBars.push(`sob a barra inferior: ${describe(lowest)}`);
    }
    window.scrollTo(0, 0);

    const emptyFrames = [...document.querySelectorAll('iframe')]
      .filter((frame) => {
        const source = frame.getAttribute('src') ?? '';
        const inline = frame.getAttribute('srcdoc') ?? '';
        return (source === '' || source === 'about:blank') && inline === '';
      })
      .map((frame) => frame.title || 'iframe');

    // Text cut off without a way to read it whole (a title with the full text is one).
    const clippedText = [
      ...document.querySelectorAll(
        'main button, main a, main td, main th, main li, main h2, main h3',
      ),
    ]
      .filter((element) => visible(element) && !element.closest('[title]'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        return (
          clips &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(describe);

    // A candle whose label runs past its coloured tile or chip (docs/product/aviator-analysis.md#candles):
    // the tiles carry a title, so the check above leaves them out. A centred label
    // spills on both sides and scrollWidth counts only the right one, so the text's
    // own width is measured too.
    const textWidth = (element: Element) => {
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      if (!text) return 0;
      const range = document.createRange();
      range.selectNodeContents(text);
      return range.getBoundingClientRect().width;
    };
    const overflowingCandles = [...document.querySelectorAll('main [data-colour]')]
      .filter(
        (element) =>
          visible(element) &&
          (element.scrollWidth > element.clientWidth + 1 ||
            textWidth(element) > element.clientWidth + 0.5),
      )
      .map(describe)
      .slice(0, 10);
    // A round's chip leaves air on both sides of its whole label, unit included:
    // "46,44x" touching the chip's edges at 360 px read as cut.
    const labelWidth = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width;
    };
    const touchingChips = [...document.querySelectorAll('main ol > li > button[data-colour]')]
      .filter((element) => visible(element) && labelWidth(element) > element.clientWidth - 2)
      .map(describe)
      .slice(0, 10);

    // A word, an amount ("R$ 30,00" keeps a no-break space), a percentage or a
    // multiplier laid out on two lines: its own client rects sit on two rows
    // (docs/design.md#clarity). Links and hashes may break where they must.
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(content ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || !visible(parent)) continue;
      if (parent.closest('[aria-hidden="true"], svg, script, style, .apexcharts-canvas')) continue;
      // Tokens between ASCII spaces; a break right after a hyphen between letters is allowed.
      const pattern = /[^ \t\n\r]+/g;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const token = match[0];
        if (token.length < 2 || token.length > 40 || /:\/\/|@/.test(token)) continue;
        for (const part of token.split(/(?<=\p{L}-)/u)) {
          const start = match.index + token.indexOf(part);
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          const rows = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0 && rect.height > 0)
              .map((rect) => Math.round(rect.top / 4)),
          );
          if (rows.size > 1 && brokenWords.length < 10)
            brokenWords.push(`"${part}" em ${describe(parent)}`);
        }
      }
    }

    // Nothing but the bars, dialogs and the skip link stays fixed over the content.
    const floatingOverContent = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).position === 'fixed' && visible(element))
      .filter(
        (element) =>
          !element.closest(
            'header, nav, dialog, [role="dialog"], [role="alertdialog"], .skip-link, #sidebar',
          ),
      )
      .filter((element) => element.querySelector('button, a') ?? element.matches('button, a'))
      .map(describe);
    return {
      scrollsSideways,
      underBars,
      emptyFrames,
      clippedText,
      overflowingCandles,
      touchingChips,
      brokenWords,
      floatingOverContent,
    };
  });
}

/**
 * What is checked is the layout, not how fast a screen opens on the shared
 * 2-core machine, where a lazy screen's first open once took over 15 s, and a
 * page whose modules stalled waits for apps/web/public/boot-retry.js to load
 * it again.
 */
const SCREEN_OPENS_MS = 60_000;

/** A run of the strategy lab with a fixed seed: its results are the screen to check. */
async function runStrategyLab(page: Page): Promise<void> {
  const rule = page.getByRole('form', { name: 'Regra de jogo' });
  // The seed waits under "Mais opções"; the result's first line is its headline.
  await (await seen(rule.getByText('Mais opções'), SCREEN_OPENS_MS)).click();
  await rule.getByLabel('Semente').fill('20240601');
  await rule.getByRole('button', { name: 'Simular' }).click();
  await seen(page.getByText(/^Em 10\.000 partidas de /).first());
}

/** The screens checked once more in the light theme. */
const LIGHT_SCREENS = [
  '/dashboard',
  '/history-aviator',
  '/horarios',
  '/strategy-lab',
  '/extrato',
  '/compare-houses',
  '/jogo-responsavel',
  '/deposit',
];

/**
 * A lazily loaded chart draws once its box is on screen (apps/web/src/ui/WhenVisible.tsx),
 * and a full-page capture never scrolls: each waiting box is scrolled into
 * view first, so the capture shows the charts a player sees by scrolling.
 */
async function showLazyContent(page: Page): Promise<void> {
  const waiting = page.locator('[data-lazy="waiting"]');
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // Found and scrolled in one step: a box may draw between a count and a
    // locator's wait, and a locator would then wait for a box that is gone.
    await page.evaluate(() => {
      document.querySelector('[data-lazy="waiting"]')?.scrollIntoView({ block: 'center' });
    });
    await expect
      .poll(() => waiting.count(), { message: 'gráfico que não carrega' })
      .toBeLessThan(left);
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

async function checkLayout(
  page: Page,
  viewport: Viewport,
  path: string,
  theme: 'dark' | 'light' = 'dark',
): Promise<void> {
  await seen(page.locator('main').first(), SCREEN_OPENS_MS);
  // Loading states finish first: a spinner's card is not the screen.
  const name = theme === 'dark' ? screenName(path) : `${screenName(path)}-claro`;
  await showLazyContent(page);
  await expect
    .poll(
      () => page.locator('[aria-busy="true"], [role="status"]:has-text("Carregando")').count(),
      { message: `ainda carregando em ${name}` },
    )
    .toBe(0);
  const problems = await layoutProblems(page);
  expect.soft(problems, `layout em ${name}`).toEqual({
    scrollsSideways: null,
    underBars: [],
    emptyFrames: [],
    clippedText: [],
    overflowingCandles: [],
    touchingChips: [],
    brokenWords: [],
    floatingOverContent: [],
  });
  const width = viewport.options.viewport?.width ?? 0;
  if (path === CHIP_GRID_SCREEN && CHIP_GRID_WIDTHS.has(width)) {
    const row = await firstRowChips(page);
    const where = `${name} (${String(width)} px)`;
    expect
      .soft(row?.count, `velas na 1ª linha da grade em ${where}`)
      .toBeGreaterThanOrEqual(CHIP_GRID_FIRST_ROW.least);
    expect
      .soft(row?.count, `velas na 1ª linha da grade em ${where}`)
      .toBeLessThanOrEqual(CHIP_GRID_FIRST_ROW.most);
    expect
      .soft(row?.fontPx, `tamanho da letra das velas em ${where}`)
      .toBeGreaterThanOrEqual(CHIP_LEAST_FONT_PX);
  }
  await checkScreen(page, viewport, name);
  if (viewport.name === README_SIZE && README_SCREENS.has(name)) await readmeScreenshot(page, name);
}

// Every screen, and eight again in the light theme, each checked by axe, in one
// signed-in session: minutes, not seconds, on the shared 2-core machine.
const ALL_SCREENS_TIMEOUT = 1_200_000;

describe.each(SIZES)('todas as telas ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it(
    'fit the screen, keep clear of the bars and pass axe, signed out and in',
    async () => {
      const { page } = session;
      await page.goto('/auth/login');
      await passGate(page);
      for (const path of AUTH_SCREENS) {
        await page.goto(`/auth${path}`);
        await checkLayout(page, viewport, `/auth${path}`);
      }
      // The Extrato with a fresh line: a paid deposit of the demo account.
      await depositByApi(await signInByApi(DEMO.email, DEMO.password), 5_000);
      await signIn(page, DEMO.email, DEMO.password);
      for (const path of ADMIN_SCREENS) {
        await page.goto(`/admin${path}`);
        // The strategy lab is checked with its results, where it used to fall apart.
        if (path === '/strategy-lab') await runStrategyLab(page);
        await checkLayout(page, viewport, `/admin${path}`);
      }
      // Both themes (docs/design.md#tokens): the main screens again in light mode.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /menu do usuário$/ })
        .click();
      await page.getByRole('group', { name: 'Tema' }).getByText('Claro', { exact: true }).click();
      await page.keyboard.press('Escape');
      for (const path of LIGHT_SCREENS) {
        await page.goto(`/admin${path}`);
        if (path === '/strategy-lab') await runStrategyLab(page);
        await checkLayout(page, viewport, `/admin${path}`, 'light');
      }
    },
    ALL_SCREENS_TIMEOUT,
  );
});
