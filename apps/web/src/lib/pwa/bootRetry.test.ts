// public/boot-retry.js, run as the browser runs it (a plain script), against a
// window whose events, storage, timers and reload the test holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(process.cwd(), 'public', 'boot-retry.js'), 'utf8');

class FakeScript {
  constructor(readonly type: string) {}
}

function pageLoad(storage: Map<string, string>) {
  const handlers = new Map<string, (event: { target: unknown }) => void>();
  const timers: { run: () => void; ms: number }[] = [];
  let reloads = 0;
  runInNewContext(source, {
    addEventListener: (name: string, handler: (event: { target: unknown }) => void) => {
      handlers.set(name, handler);
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    location: { reload: () => (reloads += 1) },
    HTMLScriptElement: FakeScript,
  });
  return {
    moduleFails: () => handlers.get('error')?.({ target: new FakeScript('module') }),
    imageFails: () => handlers.get('error')?.({ target: {} }),
    loads: () => handlers.get('load')?.({ target: null }),
    waits: () => timers.map((timer) => timer.ms),
    runTimers: () => {
      for (const timer of timers) timer.run();
    },
    reloads: () => reloads,
  };
}

describe('boot-retry.js', () => {
  it('loads the page again when the app module fails, with growing pauses, three times at most', () => {
    const storage = new Map<string, string>();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const page = pageLoad(storage);
      page.moduleFails();
      page.loads();
      page.runTimers();
      waits.push(...page.waits());
      expect(page.reloads()).toBe(attempt < 3 ? 1 : 0);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('starts counting afresh after a load that got through', () => {
    const storage = new Map<string, string>();
    const failing = pageLoad(storage);
    failing.moduleFails();
    pageLoad(storage).loads();
    const next = pageLoad(storage);
    next.moduleFails();
    expect(next.waits()).toEqual([1000]);
  });

  it('leaves other failures (an image, a classic script) to the page', () => {
    const page = pageLoad(new Map());
    page.imageFails();
    expect(page.waits()).toEqual([]);
  });
});
