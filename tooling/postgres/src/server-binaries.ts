// Where the throwaway server's binaries run from: under root the server runs as
// `nobody`, which may not reach node_modules, so the binaries are copied into
// the cluster's folder (docs/api/testing.md#tests-run-as-root).
import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export interface Binaries {
  initdb: string;
  postgres: string;
}

export function othersCanReach(path: string): boolean {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0) return false;
    if (folder === dirname(folder)) return true;
  }
}

/** Hard-linked where the file system allows (no copy of the binaries). */
export function layOutTree(from: string, into: string): void {
  mkdirSync(into, { mode: 0o755 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    if (entry.isDirectory()) layOutTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
        chmodSync(target, statSync(source).mode);
      }
    }
  }
}

export function reachableBinaries(installed: Binaries, folder: string): Binaries {
  if (othersCanReach(installed.initdb) && othersCanReach(installed.postgres)) return installed;
  const bin = dirname(installed.initdb);
  const native = join(folder, 'native');
  layOutTree(dirname(bin), native);
  return {
    initdb: join(native, 'bin', 'initdb'),
    postgres: join(native, 'bin', 'postgres'),
  };
}
