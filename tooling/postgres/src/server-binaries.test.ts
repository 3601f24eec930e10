import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { layOutTree, othersCanReach, reachableBinaries } from './server-binaries.ts';

const made: string[] = [];
afterEach(() => {
  made.splice(0).forEach((folder) => {
    rmSync(folder, { recursive: true, force: true });
  });
});

/** A fresh folder with the given mode (mkdtemp makes 0700, like `mktemp -d`). */
function folderWithMode(mode: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'velas-binaries-'));
  made.push(folder);
  if (mode !== 0o700) chmodSync(folder, mode);
  return folder;
}

/** A package's native/ tree in miniature: bin, a versioned library and its link, share. */
function fakeNative(parent: string): string {
  const native = join(parent, 'native');
  mkdirSync(join(native, 'bin'), { recursive: true, mode: 0o755 });
  mkdirSync(join(native, 'lib'), { mode: 0o755 });
  mkdirSync(join(native, 'share'), { mode: 0o755 });
  writeFileSync(join(native, 'bin', 'initdb'), 'initdb', { mode: 0o755 });
  writeFileSync(join(native, 'bin', 'postgres'), 'postgres', { mode: 0o755 });
  writeFileSync(join(native, 'lib', 'libpq.so.5'), 'lib', { mode: 0o644 });
  symlinkSync('libpq.so.5', join(native, 'lib', 'libpq.so'));
  writeFileSync(join(native, 'share', 'postgres.bki'), 'bki', { mode: 0o644 });
  return native;
}

describe('othersCanReach', () => {
  it('is false under a folder only its owner may enter, true under open ones', () => {
    const closed = folderWithMode(0o700);
    const open = folderWithMode(0o755);
    expect(othersCanReach(join(fakeNative(closed), 'bin', 'initdb'))).toBe(false);
    expect(othersCanReach(join(fakeNative(open), 'bin', 'initdb'))).toBe(true);
  });
});

describe('layOutTree', () => {
  it('lays the tree out again with its contents, modes and library links', () => {
    const native = fakeNative(folderWithMode(0o700));
    const into = join(folderWithMode(0o755), 'native');
    layOutTree(native, into);
    expect(readFileSync(join(into, 'bin', 'initdb'), 'utf8')).toBe('initdb');
    expect(statSync(join(into, 'bin', 'postgres')).mode & 0o777).toBe(0o755);
    expect(statSync(join(into, 'share')).mode & 0o777).toBe(0o755);
    expect(readlinkSync(join(into, 'lib', 'libpq.so'))).toBe('libpq.so.5');
    expect(readFileSync(join(into, 'lib', 'libpq.so'), 'utf8')).toBe('lib');
    expect(othersCanReach(join(into, 'bin', 'initdb'))).toBe(true);
  });
});

describe('reachableBinaries', () => {
  it('keeps binaries others can reach where they are', () => {
    const native = fakeNative(folderWithMode(0o755));
    const installed = {
      initdb: join(native, 'bin', 'initdb'),
      postgres: join(native, 'bin', 'postgres'),
    };
    expect(reachableBinaries(installed, folderWithMode(0o755))).toEqual(installed);
  });

  it('lays hidden binaries out in the cluster folder', () => {
    const native = fakeNative(folderWithMode(0o700));
    const cluster = folderWithMode(0o755);
    const binaries = reachableBinaries(
      { initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') },
      cluster,
    );
    expect(binaries).toEqual({
      initdb: join(cluster, 'native', 'bin', 'initdb'),
      postgres: join(cluster, 'native', 'bin', 'postgres'),
    });
    expect(readFileSync(binaries.postgres, 'utf8')).toBe('postgres');
  });
});
