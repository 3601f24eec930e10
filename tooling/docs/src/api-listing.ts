// From API_LAYERS in apps/api/eslint.config.js, so the page says once what the
// lint holds each folder to; api-listing.test.ts fails when the page differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LISTING_START = '<!-- api-listing:start (npm run docs:listing writes it) -->';
export const LISTING_END = '<!-- api-listing:end -->';

export interface ApiLayer {
  name: string;
  rule: string;
  modules: Record<string, string>;
}

const repo = join(import.meta.dirname, '..', '..', '..');
const architecturePath = join(repo, 'docs', 'architecture.md');

export async function apiLayers(): Promise<ApiLayer[]> {
  const config = join(repo, 'apps', 'api', 'eslint.config.js');
  const { API_LAYERS } = (await import(config)) as { API_LAYERS: ApiLayer[] };
  return API_LAYERS;
}

export function renderListing(layers: ApiLayer[]): string {
  const entry = (name: string) => (name.endsWith('.ts') ? name : `${name}/`);
  const names = layers.flatMap((layer) => Object.keys(layer.modules).map(entry));
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const lines = layers.flatMap((layer) => [
    `${layer.name}: ${layer.rule}`,
    ...Object.entries(layer.modules).map(
      ([name, holds]) => `  ${entry(name).padEnd(width)}${holds}`,
    ),
  ]);
  return [LISTING_START, '', '```', 'apps/api/src/', ...lines, '```', '', LISTING_END].join('\n');
}

export function listingSection(page: string): string {
  const start = page.indexOf(LISTING_START);
  const end = page.indexOf(LISTING_END);
  if (start < 0 || end < start) throw new Error(`no ${LISTING_START} … ${LISTING_END} section`);
  return page.slice(start, end + LISTING_END.length);
}

if (import.meta.main) {
  const page = readFileSync(architecturePath, 'utf8');
  const listing = renderListing(await apiLayers());
  writeFileSync(
    architecturePath,
    page.replace(listingSection(page), () => listing),
  );
  console.info(`the api listing of ${architecturePath} written from apps/api/eslint.config.js`);
}
