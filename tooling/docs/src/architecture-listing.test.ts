// docs/architecture.md's folder listings against the tree: every entry it lists
// exists, every folder of apps/api/src, apps/web/src and apps/backoffice/src is
// listed, and the web's feature, component and service folders are each named.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderListings, names, type Listing } from './folder-listing.ts';

const repo = join(import.meta.dirname, '..', '..', '..');
const architecture = readFileSync(join(repo, 'docs', 'architecture.md'), 'utf8');
const listings = folderListings(architecture);

function listing(folder: string): Listing {
  const found = listings.find((candidate) => candidate.folder === folder);
  if (!found) throw new Error(`docs/architecture.md has no listing of ${folder}`);
  return found;
}

const subfolders = (folder: string) =>
  readdirSync(join(repo, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('folder-listing', () => {
  it('reads the entries of a listing block and their run-on descriptions', () => {
    const markdown = [
      'text',
      '```',
      'apps/x/src/',
      '  app.ts       the app',
      '  db/          one database,',
      '               two drivers',
      '```',
      '```',
      'not a listing',
      '```',
    ].join('\n');
    expect(folderListings(markdown)).toEqual([
      {
        folder: 'apps/x/src/',
        entries: [
          { name: 'app.ts', holds: 'the app' },
          { name: 'db/', holds: 'one database, two drivers' },
        ],
      },
    ]);
  });

  it('finds a name only as a whole word', () => {
    expect(names('game-frame, kyc, presence', 'kyc')).toBe(true);
    expect(names('game-frame, kyc, presence', 'game')).toBe(false);
    expect(names('game-frame, kyc, presence', 'frame')).toBe(false);
  });
});

describe.each(['apps/api/src/', 'apps/web/src/', 'apps/backoffice/src/'])(
  'docs/architecture.md lists %s',
  (folder) => {
    const { entries } = listing(folder);

    it('with no entry the tree does not hold', () => {
      const missing = entries.filter((entry) => !existsSync(join(repo, folder, entry.name)));
      expect(missing.map((entry) => entry.name)).toEqual([]);
    });

    it('with every folder the tree holds', () => {
      const listed = new Set(entries.map((entry) => entry.name));
      const unlisted = subfolders(folder).filter((name) => !listed.has(`${name}/`));
      expect(unlisted).toEqual([]);
    });
  },
);

describe('the web listing names', () => {
  const entries = listing('apps/web/src/').entries;
  const holds = (name: string) => entries.find((entry) => entry.name === name)?.holds ?? '';

  it.each(['features/', 'components/'])('every folder of %s', (name) => {
    const folders = subfolders(`apps/web/src/${name}`);
    expect(folders.filter((folder) => !names(holds(name), folder))).toEqual([]);
  });

  it('every service of services/', () => {
    const services = readdirSync(join(repo, 'apps/web/src/services'))
      .filter((file) => file.endsWith('Api.ts'))
      .map((file) => file.slice(0, -'Api.ts'.length));
    expect(services.filter((service) => !names(holds('services/'), service))).toEqual([]);
  });
});
