import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazySchema.ts';

describe('lazySchema', () => {
  it('is a Standard Schema whose check loads the schema once and returns the parsed value', async () => {
    const load = vi.fn(() => Promise.resolve(presenceResponseSchema));
    const online = lazySchema(load);
    expect(load).not.toHaveBeenCalled();

    const first = await online['~standard'].validate({ online: 1, extra: true });
    const second = await online['~standard'].validate({ online: 2 });

    // zod's output: unknown keys stripped, as the api's own response schema does.
    expect(first).toEqual({ value: { online: 1 } });
    expect(second).toEqual({ value: { online: 2 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a malformed value with its issues instead of throwing', async () => {
    const online = lazySchema(() => Promise.resolve(presenceResponseSchema));
    const result = await online['~standard'].validate({ online: 'one' });
    expect(result.issues?.[0]?.path).toEqual(['online']);
  });

  it('tries a failed load again on the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof presenceResponseSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(presenceResponseSchema);
    const online = lazySchema(load);
    await expect(online.parse({ online: 1 })).rejects.toThrow('offline');
    await expect(online.parse({ online: 1 })).resolves.toEqual({ online: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
