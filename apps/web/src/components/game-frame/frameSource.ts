// HTML from a start call only ever goes into a srcdoc frame whose sandbox lacks
// allow-same-origin: its scripts run in an opaque origin and can't reach the
// app's storage, cookies or DOM (docs/product/games.md#game-frames).
import { isHtmlDocument } from '@velas/domain/game-link';

export const HTML_GAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
/** A game on its own (other) origin keeps that origin, which it needs for its storage. */
const CROSS_ORIGIN_SANDBOX = `${HTML_GAME_SANDBOX} allow-same-origin`;

type FrameSource =
  { kind: 'html'; html: string; sandbox: string } | { kind: 'url'; url: string; sandbox: string };

function asHttpUrl(link: string, appOrigin: string): URL | null {
  try {
    const url = new URL(link, appOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** What the frame shows; null when there is no game to show (never an empty frame or about:blank). */
export function frameSource(
  link: string | null | undefined,
  fallbackUrl: string | undefined,
  appOrigin: string,
): FrameSource | null {
  if (link && isHtmlDocument(link)) return { kind: 'html', html: link, sandbox: HTML_GAME_SANDBOX };
  const url =
    (link ? asHttpUrl(link.trim(), appOrigin) : null) ??
    (fallbackUrl ? asHttpUrl(fallbackUrl, appOrigin) : null);
  if (!url) return null;
  // Same-origin pages get the strict sandbox too: with allow-same-origin they could script the app.
  const sandbox = url.origin === appOrigin ? HTML_GAME_SANDBOX : CROSS_ORIGIN_SANDBOX;
  return { kind: 'url', url: url.toString(), sandbox };
}

export function isMobileAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}
