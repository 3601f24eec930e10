// Only the link betrays a substituted round: its odd is the one its hash honestly gives.
import { createHash, createHmac } from 'node:crypto';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };

export interface StoredRound {
  id: number;
  hash: string;
  odd: number;
}

export const goldenChain: StoredRound[] = golden.chain.roundsNewestFirst.map((round) => ({
  id: round.id,
  hash: round.hash,
  odd: round.crash,
}));

/** The round the tests tamper with: one in the middle, with older and newer neighbours. */
export const TAMPERED_INDEX = 6;

function honestOdd(hash: string, salt: string): number {
  const hex = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(hash, 'hex'))
    .digest('hex');
  const x = Number.parseInt(hex.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(97 / (1 - x)) / 100);
}

export const tamperings = {
  odd: (round: StoredRound): StoredRound => ({ ...round, odd: round.odd === 2 ? 3 : 2 }),
  hash: (round: StoredRound): StoredRound => ({
    ...round,
    hash: `${round.hash.slice(0, 63)}${round.hash.endsWith('0') ? '1' : '0'}`,
  }),
  link: (round: StoredRound): StoredRound => {
    const hash = createHash('sha256').update(`substitute ${round.hash}`).digest('hex');
    return { ...round, hash, odd: honestOdd(hash, golden.chain.salt) };
  },
} as const;

export type Tampering = keyof typeof tamperings;

export function tamperedChain(what: Tampering): StoredRound[] {
  return goldenChain.map((round, i) => (i === TAMPERED_INDEX ? tamperings[what](round) : round));
}
