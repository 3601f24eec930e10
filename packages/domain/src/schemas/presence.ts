// GET api/presence (docs/product/signals.md#online-counter): a real count, never a random number.
import { z } from 'zod';

export const presenceResponseSchema = z.object({ online: z.number().int().nonnegative() });
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
