// Long chains for the verifier's tests and benchmark, built with Node's own
// crypto and exact BigInt arithmetic: no code shared with src/fairness.
import { createHash, createHmac } from 'node:crypto';

export interface ChainRound {
  id: number;
  hash: string;
  salt: string;
  odd: number;
}

export interface TestChain {
  salt: string;
  terminatingHash: string;
  roundsNewestFirst: ChainRound[];
}

const TWO_POW_52 = 2n ** 52n;

export function independentCrash(hash: Buffer, salt: string): number {
  const mac = createHmac('sha256', Buffer.from(salt, 'utf8')).update(hash).digest();
  const r = BigInt(`0x${mac.subarray(0, 7).toString('hex')}`) >> 4n;
  const cents = (97n * TWO_POW_52) / (TWO_POW_52 - r);
  return Number(cents < 100n ? 100n : cents) / 100;
}

/** `length` rounds from a seed phrase; round ids count from 1 in order of play. */
export function crashChain(seedPhrase: string, length: number, salt: string): TestChain {
  const forward: Buffer[] = [createHash('sha256').update(seedPhrase).digest()];
  for (let step = 1; step <= length; step += 1)
    forward.push(
      createHash('sha256')
        .update(forward[step - 1] as Buffer)
        .digest(),
    );
  // Round i (1-based) plays x(length - i); x(length) is the terminating hash.
  const roundsNewestFirst: ChainRound[] = [];
  for (let id = length; id >= 1; id -= 1) {
    const hash = forward[length - id] as Buffer;
    roundsNewestFirst.push({
      id,
      hash: hash.toString('hex'),
      salt,
      odd: independentCrash(hash, salt),
    });
  }
  return {
    salt,
    terminatingHash: (forward[length] as Buffer).toString('hex'),
    roundsNewestFirst,
  };
}

/** A hash that is not in the chain, and the odd it honestly gives: a substituted round. */
export function substitute(round: ChainRound): ChainRound {
  const hash = createHash('sha256').update(`substitute ${round.hash}`).digest();
  return { ...round, hash: hash.toString('hex'), odd: independentCrash(hash, round.salt) };
}

/** The three ways a stored round can be tampered with, each detectable on its own. */
export const tamperings = {
  odd: (round: ChainRound): ChainRound => ({ ...round, odd: round.odd === 2 ? 3 : 2 }),
  hash: (round: ChainRound): ChainRound => ({
    ...round,
    hash: `${round.hash.slice(0, 63)}${round.hash.endsWith('0') ? '1' : '0'}`,
  }),
  link: substitute,
} as const;
