// A real count, never a random number (docs/product/signals.md#online-counter).
import { z } from 'zod';

export const presenceResponseSchema = z.object({ online: z.number().int().nonnegative() });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
