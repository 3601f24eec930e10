import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_STALL_MS, ModuleStalled, preloadable } from './preloadable.tsx';

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

  describe('an import that neither arrives nor fails', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('fails as stalled after MODULE_STALL_MS, and stays failed in this page', async () => {
      vi.useFakeTimers();
      const load = vi
        .fn<() => Promise<{ default: ComponentType<object> }>>()
        .mockReturnValueOnce(new Promise(() => undefined))
        .mockResolvedValue({ default: Screen });
      const screen = preloadable(load);
      const first = screen.preload();
      const outcome = first.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(MODULE_STALL_MS - 1);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(ModuleStalled);
      await expect(screen.preload()).rejects.toBeInstanceOf(ModuleStalled);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
