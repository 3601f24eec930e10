// Builds the golden vectors of docs/product/provably-fair-rounds.md#provably-fair-rounds with the
// api's own implementation (fairness.ts): the file every verifier is tested
// against. Deterministic: the hashes come from fixed seeds, and the vectors are
// picked by rules (first bust, largest multiplier, nearest to a rounding
// boundary), so rebuilding gives the same file; fairness.test.ts fails if the
// file drifts from this.
import { createHmac } from 'node:crypto';
import {
  crashPoint,
  HashChain,
  hashToHex,
  previousHash,
  sha256,
} from '#/history/fairness/fairness.js';

export interface GoldenVector {
  name: string;
  hash: string;
  salt: string;
  crash: number;
  previousHash: string;
}

export interface GoldenChainRound {
  id: number;
  hash: string;
  crash: number;
}

export interface GoldenVectors {
  $comment: string;
  vectors: GoldenVector[];
  chain: { salt: string; terminatingHash: string; roundsNewestFirst: GoldenChainRound[] };
}

/** A salt like the api's (newSalt: 16 random bytes in hex), fixed here. */
const HEX_SALT = '3f9a1c7e5b2d4f608a1e9c3b7d5f2a41';
const UTF8_SALT = 'sal-ção-Ω-🚀';
/** Longer than SHA-256's 64-byte block: HMAC hashes such a key first. */
const LONG_SALT = 'velas-'.repeat(20);
const SEARCHED = 50_000;
const TWO_POW_52 = 2n ** 52n;
const CHAIN_LENGTH = 12;

const encode = (text: string) => new TextEncoder().encode(text);

interface Candidate {
  hash: Buffer;
  crash: number;
  /** 97 * 2^52 / (2^52 - r) before floor and clamp: the crash in hundredths, unrounded. */
  hundredths: number;
  /** Its distance down to its floor, in [0, 1). */
  fraction: number;
}

function candidates(salt: string, count = SEARCHED): Candidate[] {
  const found: Candidate[] = [];
  let hash = sha256(encode(`velas golden vectors ${salt}`));
  for (let step = 0; step < count; step += 1) {
    const crash = crashPoint(hash, salt);
    found.push({ hash, crash, ...exactHundredths(hash, salt) });
    hash = sha256(hash);
  }
  return found;
}

/** Ranks candidates only; the expected crash always comes from crashPoint. */
function exactHundredths(hash: Buffer, salt: string): { hundredths: number; fraction: number } {
  const hmacHex = createHmac('sha256', Buffer.from(salt, 'utf8')).update(hash).digest('hex');
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const denominator = TWO_POW_52 - r;
  const numerator = 97n * TWO_POW_52;
  const fraction = Number(((numerator % denominator) * 1_000_000_000n) / denominator) / 1e9;
  return { hundredths: Number(numerator / denominator) + fraction, fraction };
}

function vector(name: string, candidate: Candidate, salt: string): GoldenVector {
  return {
    name,
    hash: hashToHex(candidate.hash),
    salt,
    crash: candidate.crash,
    previousHash: hashToHex(previousHash(candidate.hash)),
  };
}

function first(list: Candidate[], test: (candidate: Candidate) => boolean): Candidate {
  const found = list.find(test);
  if (found === undefined) throw new Error('no candidate passes the rule');
  return found;
}

export function goldenVectors(): GoldenVectors {
  const pool = candidates(HEX_SALT);
  const byCrash = [...pool].sort((a, b) => b.crash - a.crash);
  // Just above an integer number of hundredths: a float error downwards would lose a cent.
  const justAbove = pool.filter((c) => c.crash > 1).sort((a, b) => a.fraction - b.fraction);
  // Just below the next hundredth: a float error upwards would gain a cent.
  const justBelow = pool.filter((c) => c.crash > 1).sort((a, b) => b.fraction - a.fraction);
  // The bust line: crash is 1.00 while 97 / (1 - X) < 101; these sit nearest to it.
  const nearBustLine = [...pool].sort(
    (a, b) => Math.abs(a.hundredths - 101) - Math.abs(b.hundredths - 101),
  );
  const utf8 = candidates(UTF8_SALT, 2);
  const long = candidates(LONG_SALT, 2);
  const [bust, bustBelowLine, firstAboveLine] = [
    first(pool, (c) => c.crash === 1),
    first(nearBustLine, (c) => c.crash === 1),
    first(nearBustLine, (c) => c.crash === 1.01),
  ];
  const vectors: GoldenVector[] = [
    vector('primeiro hash da busca', pool[0] as Candidate, HEX_SALT),
    vector('segundo hash da busca', pool[1] as Candidate, HEX_SALT),
    vector('estouro em 1,00', bust, HEX_SALT),
    vector(
      '1,00 mais perto da linha de estouro (97/(1-X) logo abaixo de 101)',
      bustBelowLine,
      HEX_SALT,
    ),
    vector('1,01 mais perto da linha de estouro', firstAboveLine, HEX_SALT),
    vector(
      'exatamente 2,00',
      first(pool, (c) => c.crash === 2),
      HEX_SALT,
    ),
    vector('maior multiplicador da busca', byCrash[0] as Candidate, HEX_SALT),
    vector('segundo maior multiplicador', byCrash[1] as Candidate, HEX_SALT),
    vector(
      'primeiro acima de 1000x',
      first(pool, (c) => c.crash >= 1000),
      HEX_SALT,
    ),
    ...justAbove
      .slice(0, 3)
      .map((c, i) => vector(`logo acima de um centésimo inteiro (${i + 1})`, c, HEX_SALT)),
    ...justBelow
      .slice(0, 3)
      .map((c, i) => vector(`logo abaixo do próximo centésimo (${i + 1})`, c, HEX_SALT)),
    ...utf8.map((c, i) => vector(`salt com acentos e emoji (${i + 1})`, c, UTF8_SALT)),
    ...long.map((c, i) => vector(`salt maior que um bloco do SHA-256 (${i + 1})`, c, LONG_SALT)),
  ];
  return {
    $comment:
      'Vetores de referência do jogo (docs/product/provably-fair-rounds.md#provably-fair-rounds). Gerados por apps/api/src/test/write-golden-vectors.ts; não edite à mão.',
    vectors,
    chain: goldenChain(),
  };
}

function goldenChain(): GoldenVectors['chain'] {
  const salt = 'velas-salt-MINES_BET';
  const chain = HashChain.of(sha256(encode('velas golden chain')), CHAIN_LENGTH);
  const played = [...chain.roundsFrom(1)].map((round) => ({
    id: round.index,
    hash: hashToHex(round.hash),
    crash: crashPoint(round.hash, salt),
  }));
  return {
    salt,
    terminatingHash: hashToHex(chain.terminatingHash),
    roundsNewestFirst: played.reverse(),
  };
}
