// README.md's Layout block against the workspace: every package folder that
// pnpm-workspace.yaml takes in (apps/*, packages/*) has a line, and every
// apps/ or packages/ folder a line names exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const layout = /## Layout\n[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

/** The package folders the Layout block starts a line with. */
const listed = [...layout.matchAll(/^((?:apps|packages)\/[\w-]+)/gm)].map(
  (match) => match[1] ?? '',
);

const workspaceFolders = ['apps', 'packages'].flatMap((parent) =>
  readdirSync(join(repo, parent), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(repo, parent, entry.name, 'package.json')),
    )
    .map((entry) => `${parent}/${entry.name}`),
);

describe("README.md's Layout", () => {
  it('is found', () => {
    expect(listed.length).toBeGreaterThan(0);
  });

  it('has a line for every app and package of the workspace', () => {
    expect(workspaceFolders.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('names no app or package the workspace does not hold', () => {
    expect(listed.filter((folder) => !workspaceFolders.includes(folder))).toEqual([]);
  });
});
