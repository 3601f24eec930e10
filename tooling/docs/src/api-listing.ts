// From API_LAYERS in apps/api/architecture.ts, so the page says once what the
// lint holds each folder to; api-listing.test.ts fails when the page differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LISTING_START = '<!-- api-listing:start (npm run docs:listing writes it) -->';
export const LISTING_END = '<!-- api-listing:end -->';

type Modules = Record<string, string>;

/** A layer of apps/api/architecture.ts: what the lint holds it to; its folders, or its tiers of folders. */
export type ApiLayer =
  | { name: string; rule: string; modules: Modules }
  | { name: string; rule: string; tiers: { name: string; modules: Modules }[] };

const repo = join(import.meta.dirname, '..', '..', '..');
const architecturePath = join(repo, 'docs', 'architecture.md');

export async function apiLayers(): Promise<ApiLayer[]> {
  const layers = join(repo, 'apps', 'api', 'architecture.ts');
  const { API_LAYERS } = (await import(layers)) as { API_LAYERS: ApiLayer[] };
  return API_LAYERS;
}

/** A layer in tiers has a line per tier, numbered from the bottom up. */
export function renderListing(layers: ApiLayer[]): string {
  const entry = (name: string) => (name.endsWith('.ts') ? name : `${name}/`);
  const modulesOf = (layer: ApiLayer) =>
    'tiers' in layer ? layer.tiers.map((tier) => tier.modules) : [layer.modules];
  const names = layers.flatMap(modulesOf).flatMap((modules) => Object.keys(modules).map(entry));
  const width = Math.max(...names.map((name) => name.length)) + 2;
  const entries = (modules: Modules) =>
    Object.entries(modules).map(([name, holds]) => `  ${entry(name).padEnd(width)}${holds}`);
  const lines = layers.flatMap((layer) => [
    `${layer.name}: ${layer.rule}`,
    ...('tiers' in layer
      ? layer.tiers.flatMap((tier, index) => [
          ` tier ${layer.tiers.length - index}: ${tier.name}`,
          ...entries(tier.modules),
        ])
      : entries(layer.modules)),
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
  console.info(`the api listing of ${architecturePath} written from apps/api/architecture.ts`);
}
