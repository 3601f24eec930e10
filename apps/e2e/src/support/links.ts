// Every external link or frame goes where the operator configured.
import { fullPath, ROUTES } from '@velas/domain/routes';
import type { Page } from 'playwright-core';

interface Found {
  kind: 'a' | 'iframe';
  raw: string | null;
  resolved: string;
  hasSrcdoc: boolean;
  text: string;
}

async function linksAndFrames(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: Found[] = [];
    for (const a of Array.from(document.querySelectorAll('a[href]'))) {
      found.push({
        kind: 'a',
        raw: a.getAttribute('href'),
        resolved: (a as HTMLAnchorElement).href,
        hasSrcdoc: false,
        text: a.textContent.trim().slice(0, 40),
      });
    }
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      found.push({
        kind: 'iframe',
        raw: frame.getAttribute('src'),
        resolved: frame.getAttribute('src') === null ? '' : frame.src,
        hasSrcdoc: frame.hasAttribute('srcdoc') && frame.srcdoc.trim() !== '',
        text: frame.title,
      });
    }
    return found;
  });
}

const routePatterns = ROUTES.flatMap((entry) =>
  [fullPath(entry), ...(entry.layout === 'admin' ? [fullPath(entry, '/rtl')] : [])].map(
    (path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`),
  ),
);

function deadReason(item: Found): string | null {
  const raw = item.raw?.trim() ?? '';
  if (item.kind === 'iframe') {
    if (item.hasSrcdoc) return null;
    if (raw === '') return 'frame sem src nem srcdoc';
  } else if (raw === '' || raw === '#') return 'link vazio';
  if (/^about:blank/i.test(item.resolved)) return 'about:blank';
  if (/^javascript:/i.test(raw)) return 'javascript:';
  if (/^https:\/\/wa\.me\/?(\?|$)/.test(item.resolved)) return 'wa.me sem número';
  if (/^https:\/\/chat\.whatsapp\.com\/?$/.test(item.resolved))
    return 'chat.whatsapp.com sem grupo';
  return null;
}

export interface Inspection {
  problems: string[];
  external: string[];
  frames: number;
}

/** `configured`: external URLs or prefixes (the wa.me of the support number). */
export async function inspectLinksAndFrames(page: Page, configured: string[]): Promise<Inspection> {
  const origin = new URL(page.url()).origin;
  const inspection: Inspection = { problems: [], external: [], frames: 0 };
  for (const item of await linksAndFrames(page)) {
    if (item.kind === 'iframe') inspection.frames += 1;
    const describe = (reason: string) =>
      `${item.kind} "${item.text}": ${item.raw ?? '(sem src)'} (${reason})`;
    const dead = deadReason(item);
    if (dead) {
      inspection.problems.push(describe(dead));
      continue;
    }
    if (item.hasSrcdoc) continue;
    const url = new URL(item.resolved);
    if (url.origin === origin) {
      // Same-origin frames are the api's own pages (the KYC widget); links must
      // name a screen, or be a download of the open-data export.
      const download = url.pathname === '/history-api/rounds/export';
      if (
        item.kind === 'a' &&
        !download &&
        !routePatterns.some((pattern) => pattern.test(url.pathname))
      )
        inspection.problems.push(describe('nenhuma tela nesse caminho'));
      continue;
    }
    inspection.external.push(item.resolved);
    if (!configured.some((prefix) => item.resolved.startsWith(prefix)))
      inspection.problems.push(describe('endereço externo não configurado'));
  }
  return inspection;
}
