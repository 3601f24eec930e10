// The component tests of an app in two vitest projects. Most files share one
// module graph and one jsdom per worker (isolate: false): creating jsdom and
// importing React, the store and the screens again for every file was most of
// the suite's time. A file that replaces a module (vi.mock) gets a graph of
// its own, since the module it replaces may already be loaded for another
// file. Found by reading the files, so a new one needs no list kept by hand.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vitest's project shape, spelled out: the apps resolve vitest's types through other @types/node. */
interface ComponentTestProject {
  extends: true;
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean };
}

export const COMPONENT_TESTS = 'src/**/*.test.{ts,tsx}';

export function componentTestProjects(appDir: string): ComponentTestProject[] {
  const replacing = globSync(COMPONENT_TESTS, { cwd: appDir }).filter((file) =>
    readFileSync(join(appDir, file), 'utf8').includes('vi.mock('),
  );
  return [
    {
      extends: true,
      test: { name: 'shared', include: [COMPONENT_TESTS], exclude: replacing, isolate: false },
    },
    { extends: true, test: { name: 'own-modules', include: replacing } },
  ];
}
