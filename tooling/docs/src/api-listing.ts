// `npm run docs:listing`: writes the folder listing of docs/architecture.md#api-layers
// from API_LAYERS in apps/api/eslint.config.js, the list the lint builds its
// layer zones from, so the page says of each folder what the rule holds it to
// and what it holds, once. api-listing.test.ts fails when the page differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LISTING_START = '<!-- api-listing:start (npm run docs:listing writes it) -->';
export const LISTING_END = '<!-- api-listing:end -->';

export interface ApiLayer {
  name: string;
  /** What the lint holds the layer to. */
  rule: string;
  /** Folder or file name under src/ -> what it holds. */
  modules: Record<string, string>;
}

const repo = join(import.meta.dirname, '..', '..', '..');
const architecturePath = join(repo, 'docs', 'architecture.md');

export async function apiLayers(): Promise<ApiLayer[]> {
  const config = join(repo, 'apps', 'api', 'eslint.config.js');
  const { API_LAYERS } = (await import(config)) as { API_LAYERS: ApiLayer[] };
  return API_LAYERS;
}

/** The listing, fence and markers included: a line per layer, then a line per folder. */
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

/** The page's listing, markers included; throws when the markers are missing. */
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
