// Every screen at the three main phone widths and a laptop (docs/design.md): nothing
// wider than the screen, nothing left under the header or the bottom bar, no
// empty or about:blank frame, no clipped text in tiles and tables, no serious
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
import { useBrowserSession } from '../support/browser-session.js';
import { seen } from '../support/expectations.js';
import { e2eEnvironment } from '../support/environment.js';
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
}

/** Reads the page as laid out now; each list names the elements at fault. */
async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
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
    return { scrollsSideways, underBars, emptyFrames, clippedText };
  });
}

async function checkLayout(page: Page, viewport: Viewport, path: string): Promise<void> {
  await seen(page.locator('main').first());
  // Loading states finish first: a spinner's card is not the screen.
  const name = screenName(path);
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
  });
  await checkScreen(page, viewport, name);
  if (viewport.name === README_SIZE && README_SCREENS.has(name)) await readmeScreenshot(page, name);
}

// Seventeen screens, each checked by axe, in one signed-in session: minutes, not seconds,
// on the shared 2-core machine.
const ALL_SCREENS_TIMEOUT = 600_000;

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
      await signIn(page, DEMO.email, DEMO.password);
      for (const path of ADMIN_SCREENS) {
        await page.goto(`/admin${path}`);
        await checkLayout(page, viewport, `/admin${path}`);
      }
    },
    ALL_SCREENS_TIMEOUT,
  );
});
