import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.tsx';

const Screen: ComponentType<object> = () => null;

describe('preloadable', () => {
  it('loads the module once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const screen = preloadable(load);
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next preload asks for the chunk again', async () => {
    const blip = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<{ default: ComponentType<object> }>>()
      .mockRejectedValueOnce(blip)
      .mockResolvedValue({ default: Screen });
    const screen = preloadable(load);

    await expect(screen.preload()).rejects.toBe(blip);
    await expect(screen.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
