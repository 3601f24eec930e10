/** Milliseconds since the epoch. Injected so tests control time (expiry, presence, Pix). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
