// Every queue reads oldest first; payouts put the late ones (near or past the
// 2-hour deadline) before the rest.
interface Aged {
  createdAt: string;
}

export const oldestFirst = <T extends Aged>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

export const lateThenOldest = <T extends Aged & { late: boolean }>(items: readonly T[]): T[] =>
  [...items].sort(
    (a, b) => Number(b.late) - Number(a.late) || Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
