// Two folders under apps/api, as the reliability bundle's copy is, so one
// relative URL finds apps/api/public from src/, dist/ and the bundle.
import { readFileSync } from 'node:fs';

const PUBLIC_DIR = new URL('../../public/', import.meta.url);

/** A text file under public/, by its path there (the KYC widget's style: public/kyc/widget.css). */
export function publicText(path: string): string {
  return readFileSync(new URL(path, PUBLIC_DIR), 'utf8');
}

/** A binary file under public/, e.g. `fonts/figtree-ptbr-wght.woff2`. */
export function publicBytes(path: string): Buffer {
  return readFileSync(new URL(path, PUBLIC_DIR));
}

/**
 * The app's font, its pt-BR cut of Figtree (apps/web/scripts/subset-font.mjs
 * writes it), for the api's own pages in frames (the demo crash game, the demo
 * KYC widget): one file, each page serving it from its own path so its CSP
 * (`font-src 'self'`) and its relative `url()` stay as they are.
 */
export const APP_FONT = publicBytes('fonts/figtree-ptbr-wght.woff2');
