// Per test a fresh context, traced from the start; the trace is kept only
// when the test fails. An uncaught error in the page fails the test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { e2eEnvironment } from './environment.js';
import { recordPageLog } from './page-log.js';
import type { Viewport } from './viewports.js';

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly viewport: Viewport;
}

const fileSafe = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '');

export function useBrowserSession(
  viewport: Viewport,
  /** A function when the options are known only once the file's own setup has run. */
  extraOptions: BrowserContextOptions | (() => BrowserContextOptions) = {},
): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(e2eEnvironment().browserEndpoint);
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Sem conexão com o Chromium');
    context = await browser.newContext({
      ...viewport.options,
      baseURL: e2eEnvironment().baseUrl,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      ...(typeof extraOptions === 'function' ? extraOptions() : extraOptions),
    });
    context.setDefaultTimeout(15_000);
    // DOM snapshots show each step; a screencast on top costs too much on 2 cores.
    await context.tracing.start({ snapshots: true });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    recordPageLog(page);
  });

  afterEach(async (testContext) => {
    const failed = testContext.task.result?.state === 'fail';
    if (context) {
      if (failed) {
        const dir = join(e2eEnvironment().artifactsDir, 'traces');
        mkdirSync(dir, { recursive: true });
        const name = fileSafe(`${viewport.name}-${testContext.task.fullName}`);
        await context.tracing.stop({ path: join(dir, `${name}.zip`) });
      } else {
        await context.tracing.stop();
      }
      await context.close();
    }
    context = undefined;
    page = undefined;
    if (!failed) expect(pageErrors, 'erros não tratados na página').toEqual([]);
  });

  return {
    viewport,
    get page() {
      if (!page) throw new Error('A página só existe durante um teste');
      return page;
    },
    get context() {
      if (!context) throw new Error('O contexto só existe durante um teste');
      return context;
    },
  };
}
