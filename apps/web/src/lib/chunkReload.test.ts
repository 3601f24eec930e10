import { ModuleStalled } from '@velas/web-core/preloadable';
import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, reloadForChunk } from './chunkReload.ts';

function page(storage = new Map<string, string>()) {
  let reloads = 0;
  const at = (now: number) =>
    reloadForChunk({
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => storage.set(key, value),
      },
      now,
      reload: () => (reloads += 1),
    });
  return { at, reloads: () => reloads };
}

describe('reloadForChunk', () => {
  it('reloads at once, then not again within the minute, then again after it', () => {
    const tab = page();
    expect(tab.at(1_000_000)).toBe(true);
    expect(tab.at(1_059_999)).toBe(false);
    expect(tab.at(1_060_000)).toBe(true);
    expect(tab.reloads()).toBe(2);
  });

  it('does not reload when the storage refuses', () => {
    let reloads = 0;
    const refused = () => {
      throw new Error('SecurityError');
    };
    expect(
      reloadForChunk({
        storage: { getItem: refused, setItem: refused },
        now: 0,
        reload: () => (reloads += 1),
      }),
    ).toBe(false);
    expect(reloads).toBe(0);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://127.0.0.1/assets/a.js',
  ])('knows %s', (message) => {
    expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
  });

  it('knows an import that neither arrived nor failed in time', () => {
    expect(isChunkLoadFailure(new ModuleStalled())).toBe(true);
  });

  it('leaves a screen that throws alone', () => {
    expect(isChunkLoadFailure(new Error('a bug in the withdraw screen'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
