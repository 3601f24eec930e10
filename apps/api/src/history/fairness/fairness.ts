// bustabit's published scheme (docs/product/provably-fair-rounds.md#provably-fair-rounds):
// the chain is played backwards, so the terminating hash published before the
// first round commits the operator to all of them, and the crash point is
// HMAC_SHA256(salt, hash): the operator cannot steer it without breaking SHA-256.
import { createHmac, hash as digest, randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { crashPointFromHmacHex } from '@velas/domain/fairness';

export const HASH_BYTES = 32;
/** Checkpoint spacing of a chain: memory O(length / segment + segment). */
const DEFAULT_SEGMENT = 1024;
/** Hashes between pauses when building a chain without blocking (a short slice of work). */
const PAUSE_EVERY = 10_000;

export function sha256(bytes: Uint8Array): Buffer {
  return digest('sha256', bytes, 'buffer');
}

export function previousHash(hash: Uint8Array): Buffer {
  return sha256(hash);
}

/** The crash multiplier a round hash gives under a salt (two decimals, >= 1). */
export function crashPoint(hash: Uint8Array, salt: string): number {
  const hmac = createHmac('sha256', Buffer.from(salt, 'utf8')).update(hash).digest('hex');
  return crashPointFromHmacHex(hmac);
}

export function newSeed(): Buffer {
  return randomBytes(HASH_BYTES);
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function hashToHex(hash: Uint8Array): string {
  return Buffer.from(hash).toString('hex');
}

export function hexToHash(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error('a round hash is 64 lowercase hex digits');
  return Buffer.from(hex, 'hex');
}

export interface ChainRound {
  index: number;
  hash: Buffer;
}

/**
 * A chain of `length` rounds from a secret seed. Hash x0 is the seed and
 * x(i) = SHA256(x(i-1)); round 1 plays x(length-1), round `length` plays the
 * seed itself, and x(length) is the terminating hash.
 *
 * Playing backwards needs the hashes in the opposite order from the one they
 * can be computed in. Rather than hold every hash, one pass keeps a checkpoint
 * every `segment` steps; each segment is then recomputed forward from its
 * checkpoint when play reaches it: O(length / segment + segment) memory for
 * about two hashes per round.
 */
export class HashChain {
  private constructor(
    readonly length: number,
    readonly terminatingHash: Buffer,
    private readonly checkpoints: readonly Buffer[],
    private readonly segment: number,
  ) {}

  /** Computes the chain at once: fine for short chains and tests. */
  static of(seed: Uint8Array, length: number, segment = DEFAULT_SEGMENT): HashChain {
    const walk = HashChain.walk(seed, length, segment);
    let step = walk.next();
    while (step.done !== true) step = walk.next();
    return step.value;
  }

  /** Computes a long chain (a second or more of hashing) while letting the server answer meanwhile. */
  static async build(
    seed: Uint8Array,
    length: number,
    segment = DEFAULT_SEGMENT,
  ): Promise<HashChain> {
    const walk = HashChain.walk(seed, length, segment);
    let step = walk.next();
    while (step.done !== true) {
      await setImmediate();
      step = walk.next();
    }
    return step.value;
  }

  /** The one pass from the seed to the terminating hash, pausing every PAUSE_EVERY hashes. */
  private static *walk(
    seed: Uint8Array,
    length: number,
    segment: number,
  ): Generator<void, HashChain> {
    if (seed.length !== HASH_BYTES) throw new Error('a chain seed is 32 bytes');
    if (!Number.isSafeInteger(length) || length < 1)
      throw new Error('a chain has at least one round');
    const checkpoints: Buffer[] = [];
    let current: Buffer = Buffer.from(seed);
    for (let step = 0; step < length; step += 1) {
      if (step % segment === 0) checkpoints.push(current);
      if (step % PAUSE_EVERY === PAUSE_EVERY - 1) yield;
      current = sha256(current);
    }
    return new HashChain(length, current, checkpoints, segment);
  }

  *roundsFrom(firstIndex: number): Generator<ChainRound, void, undefined> {
    if (firstIndex < 1) throw new Error('round indexes start at 1');
    // Round i plays x(length - i): walk the exponents downwards, segment by segment.
    let exponent = this.length - firstIndex;
    while (exponent >= 0) {
      const segmentIndex = Math.floor(exponent / this.segment);
      const segmentHashes = this.segmentUpTo(segmentIndex, exponent);
      for (let offset = segmentHashes.length - 1; offset >= 0; offset -= 1) {
        const hash = segmentHashes[offset];
        if (hash === undefined) break;
        yield { index: this.length - exponent, hash };
        exponent -= 1;
      }
    }
  }

  /** x(segmentIndex * segment) .. x(lastExponent), computed from the checkpoint. */
  private segmentUpTo(segmentIndex: number, lastExponent: number): Buffer[] {
    const checkpoint = this.checkpoints[segmentIndex];
    if (checkpoint === undefined) throw new Error(`no checkpoint for segment ${segmentIndex}`);
    const hashes = [checkpoint];
    let current = checkpoint;
    for (let exponent = segmentIndex * this.segment; exponent < lastExponent; exponent += 1) {
      current = sha256(current);
      hashes.push(current);
    }
    return hashes;
  }
}
