// What every queue item says of itself.

/** When an item entered its queue and how long it has waited. */
export const age = (createdAt: Date, now: number) => ({
  createdAt: createdAt.toISOString(),
  ageSeconds: Math.max(0, Math.floor((now - createdAt.getTime()) / 1000)),
});
