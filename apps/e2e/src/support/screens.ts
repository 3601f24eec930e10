// No serious or critical axe violation may pass.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2eEnvironment } from './environment.js';
import type { Viewport } from './viewports.js';

const BLOCKING = new Set(['serious', 'critical']);

async function screenshot(page: Page, viewport: Viewport, name: string): Promise<void> {
  const dir = join(e2eEnvironment().artifactsDir, 'screens', viewport.name);
  mkdirSync(dir, { recursive: true });
  // A full page of a thousand rounds takes its time on a loaded machine; the
  // picture is a record, not what is tested.
  await page.screenshot({
    path: join(dir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    timeout: 60_000,
  });
}

async function accessibilityViolations(
  page: Page,
  viewport: Viewport,
  name: string,
  focus: string | undefined,
) {
  const builder = new AxeBuilder({ page });
  if (focus) builder.include(focus);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    const dir = join(e2eEnvironment().artifactsDir, 'axe');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${viewport.name}-${name}.json`), JSON.stringify(blocking, null, 2));
  }
  return blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/**
 * A violation fails the test but lets the flow go on, so one run reports
 * every screen's problems instead of the first.
 */
export async function checkScreen(
  page: Page,
  viewport: Viewport,
  name: string,
  focus?: string,
): Promise<void> {
  await screenshot(page, viewport, name);
  const violations = await accessibilityViolations(page, viewport, name, focus);
  expect.soft(violations, `axe em ${name}`).toEqual([]);
}
