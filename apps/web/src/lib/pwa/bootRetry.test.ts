// public/boot-retry.js, run as the browser runs it (a plain script), against a
// window whose events, storage, timers, splash and reload the test holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(process.cwd(), 'public', 'boot-retry.js'), 'utf8');

class FakeScript {
  constructor(readonly type: string) {}
}

interface Timer {
  run: () => void;
  ms: number;
}

function pageLoad(storage: Map<string, string>) {
  const handlers = new Map<string, (event: { target: unknown }) => void>();
  const timers: Timer[] = [];
  let reloads = 0;
  let splashShown = true;
  const rootWatchers: (() => void)[] = [];
  class FakeMutationObserver {
    constructor(private readonly callback: (changes: unknown[], observer: unknown) => void) {}
    observe() {
      rootWatchers.push(() => {
        this.callback([], this);
      });
    }
    disconnect() {
      rootWatchers.length = 0;
    }
  }
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
    document: {
      querySelector: (selector: string) =>
        selector === '#root > .splash' && splashShown ? {} : null,
      getElementById: (id: string) => (id === 'root' ? {} : null),
    },
    MutationObserver: FakeMutationObserver,
    HTMLScriptElement: FakeScript,
  });
  // The script arms its stall check as it runs; every later timer is a reload's pause.
  const stallCheck = timers[0];
  const pauses = () => timers.slice(1);
  return {
    moduleFails: () => handlers.get('error')?.({ target: new FakeScript('module') }),
    imageFails: () => handlers.get('error')?.({ target: {} }),
    appStarts: () => {
      splashShown = false;
      for (const watcher of [...rootWatchers]) watcher();
    },
    stallWait: () => stallCheck?.ms,
    waitsOut: () => stallCheck?.run(),
    pauses: () => pauses().map((timer) => timer.ms),
    runPauses: () => {
      for (const timer of pauses()) timer.run();
    },
    reloads: () => reloads,
  };
}

describe('boot-retry.js', () => {
  it('loads the page again when the app module fails, with growing pauses, three times at most', () => {
    const storage = new Map<string, string>();
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const page = pageLoad(storage);
      page.moduleFails();
      page.waitsOut();
      page.runPauses();
      pauses.push(...page.pauses());
      expect(page.reloads()).toBe(attempt < 3 ? 1 : 0);
    }
    expect(pauses).toEqual([1000, 2000, 4000]);
  });

  it('starts counting afresh as soon as the app has started', () => {
    const storage = new Map<string, string>();
    pageLoad(storage).moduleFails();
    // The player moves on before the stall check: the start alone resets the count.
    pageLoad(storage).appStarts();
    const next = pageLoad(storage);
    next.moduleFails();
    expect(next.pauses()).toEqual([1000]);
  });

  it('loads the page again when a module stalls and the splash stays, waiting longer each time', () => {
    const storage = new Map<string, string>();
    const waits: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const page = pageLoad(storage);
      // A module that never arrives: the app never replaces the splash.
      waits.push(page.stallWait());
      page.waitsOut();
      page.runPauses();
      expect(page.reloads()).toBe(attempt < 3 ? 1 : 0);
    }
    expect(waits).toEqual([20_000, 40_000, 80_000, 160_000]);
  });

  it('leaves a page whose app has started, and forgets the stalls before it', () => {
    const storage = new Map<string, string>();
    const stalled = pageLoad(storage);
    stalled.waitsOut();
    const page = pageLoad(storage);
    expect(page.stallWait()).toBe(40_000);
    page.appStarts();
    page.waitsOut();
    page.runPauses();
    expect(page.reloads()).toBe(0);
    expect(pageLoad(storage).stallWait()).toBe(20_000);
  });

  it('leaves other failures (an image, a classic script) to the page', () => {
    const page = pageLoad(new Map());
    page.imageFails();
    expect(page.pauses()).toEqual([]);
  });
});
