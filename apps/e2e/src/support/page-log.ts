// A failed wait prints these beside the page's text, so a screen stuck on its
// loading line in CI says which chunk or call it waited for: the last
// failures, and every request still unanswered (the page's and the service
// worker's own) with how long it has waited.
import type { Page, Request } from 'playwright-core';

const logs = new WeakMap<Page, () => string>();
const KEPT = 20;
/** Streams stay open by design: an unanswered one says nothing. */
const STREAM = /\/stream(?:\?|$)/;

export function recordPageLog(page: Page): void {
  const log: string[] = [];
  const pending = new Map<Request, number>();
  const note = (line: string) => {
    log.push(line);
    if (log.length > KEPT) log.shift();
  };
  const context = page.context();
  context.on('request', (request) => {
    if (!STREAM.test(request.url())) pending.set(request, Date.now());
  });
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => {
    pending.delete(request);
    note(`pedido falhou: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) note(`resposta ${String(response.status())}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text().slice(0, 300)}`);
  });
  logs.set(page, () => {
    const now = Date.now();
    const waiting = [...pending].map(
      ([request, since]) =>
        `sem resposta há ${String(Math.round((now - since) / 1000))} s: ${request.url()}` +
        (request.serviceWorker() ? ' (pedido do service worker)' : ''),
    );
    return [...log, ...waiting.slice(-KEPT)].join('\n');
  });
}

export function pageLogOf(page: Page): string {
  return logs.get(page)?.() ?? '';
}
