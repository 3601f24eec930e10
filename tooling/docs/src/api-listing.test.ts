import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiLayers, listingSection, renderListing } from './api-listing.ts';
import { folderListings } from './folder-listing.ts';

const architecture = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'architecture.md'),
  'utf8',
);

describe('the api listing', () => {
  it('renders a line per layer and a line per folder, which the folder reader reads', () => {
    const listing = renderListing([
      { name: 'top', rule: 'nothing imports it', modules: { 'app.ts': 'the app' } },
      { name: 'below', rule: 'imports nothing', modules: { db: 'the database' } },
    ]);
    expect(listing).toContain('top: nothing imports it\n  app.ts  the app\nbelow:');
    expect(folderListings(listing)).toEqual([
      {
        folder: 'apps/api/src/',
        entries: [
          { name: 'app.ts', holds: 'the app' },
          { name: 'db/', holds: 'the database' },
        ],
      },
    ]);
  });

  it('renders a layer in tiers with a line per tier, numbered from the bottom up', () => {
    const listing = renderListing([
      {
        name: 'features',
        rule: 'lower tiers only',
        tiers: [
          { name: 'composing', modules: { casino: 'the casino' } },
          { name: 'alone', modules: { wallet: 'the wallet' } },
        ],
      },
    ]);
    expect(listing).toContain(
      'features: lower tiers only\n tier 2: composing\n  casino/  the casino\n tier 1: alone\n  wallet/  the wallet\n',
    );
    expect(folderListings(listing)[0]?.entries.map((entry) => entry.name)).toEqual([
      'casino/',
      'wallet/',
    ]);
  });

  it('refuses a page without the markers', () => {
    expect(() => listingSection('# no listing')).toThrow(/no <!-- api-listing:start/);
  });

  it('in docs/architecture.md is the one apps/api/architecture.ts lists (npm run docs:listing)', async () => {
    expect(listingSection(architecture)).toBe(renderListing(await apiLayers()));
  });
});
