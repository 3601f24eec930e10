// The same three tamperings as the verifiers' unit tests (tooling/verify/src/tampering.ts).
import { createHash, createHmac } from 'node:crypto';

export interface StoredRound {
  id: number;
  hash: string;
  odd: number;
}

/** Independently of the product's code, in exact integers. */
export function honestOdd(hash: string, salt: string): number {
  const hex = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(hash, 'hex'))
    .digest('hex');
  const r = BigInt(`0x${hex.slice(0, 13)}`);
  const twoTo52 = 2n ** 52n;
  return Math.max(100, Number((97n * twoTo52) / (twoTo52 - r))) / 100;
}

export const tamperings = {
  odd: (round: StoredRound): StoredRound => ({ ...round, odd: round.odd === 2 ? 3 : 2 }),
  hash: (round: StoredRound): StoredRound => ({
    ...round,
    hash: `${round.hash.slice(0, 63)}${round.hash.endsWith('0') ? '1' : '0'}`,
  }),
  link: (round: StoredRound, salt: string): StoredRound => {
    const hash = createHash('sha256').update(`substitute ${round.hash}`).digest('hex');
    return { ...round, hash, odd: honestOdd(hash, salt) };
  },
} as const;

export type Tampering = keyof typeof tamperings;

export function expectedRedIds(
  roundsNewestFirst: readonly StoredRound[],
  index: number,
  what: Tampering,
): number[] {
  const tampered = roundsNewestFirst[index];
  const older = roundsNewestFirst[index + 1];
  if (tampered === undefined) throw new RangeError(`no round at ${String(index)}`);
  // A changed odd breaks no link. A changed hash breaks the round's link to
  // the round played after it (reported at this round, the older of the two)
  // and its older neighbour's link to it (reported there). The newest round
  // has no link of its own: a substituted one with an honest odd shows only
  // at its older neighbour (a flipped hash also misses its own crash point).
  if (what === 'odd') return [tampered.id];
  const own = what === 'hash' || index > 0 ? [tampered.id] : [];
  return older === undefined ? own : [...own, older.id];
}
