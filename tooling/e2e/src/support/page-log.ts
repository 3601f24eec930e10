// A failed wait prints these beside the page's text, so a screen stuck on its
// loading line in CI says which chunk or call it waited for.
import type { Page } from 'playwright-core';

const logs = new WeakMap<Page, string[]>();
const KEPT = 20;

export function recordPageLog(page: Page): void {
  const log: string[] = [];
  logs.set(page, log);
  const note = (line: string) => {
    log.push(line);
    if (log.length > KEPT) log.shift();
  };
  page.on('requestfailed', (request) => {
    note(`pedido falhou: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) note(`resposta ${String(response.status())}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text().slice(0, 300)}`);
  });
}

export function pageLogOf(page: Page): string {
  return (logs.get(page) ?? []).join('\n');
}
