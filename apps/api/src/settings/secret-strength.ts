// Random 32+ characters (`openssl rand -hex 32`) pass (docs/api/production.md#secrets-production-refuses).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { DOCUMENTED_SECRETS } from './documented-secrets.js';

export const SECRET_MIN_LENGTH = 32;
/** Random hex of 32 characters almost always has 12+ distinct characters and 3.3+ bits each. */
const MIN_DISTINCT_CHARACTERS = 10;
const MIN_BITS_PER_CHARACTER = 3;
/** `0123456` or `abcdefg`: typed, not drawn. */
const PREDICTABLE_RUN = 7;
/**
 * zxcvbn's guesses, as a power of ten, below which a secret is a pattern:
 * 32 random hex characters estimate at 10^29 or more (300 drawn: lowest
 * 10^29.4), a keyboard walk of 32 at 10^12.
 */
const MIN_GUESSES_LOG10 = 24;

// Built on first use: the dictionaries take a moment to load, and only the production start asks.
let estimator: ZxcvbnFactory | undefined;
function guessesLog10(value: string): number {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  return estimator.check(value).guessesLog10;
}

// Long words are unlikely inside random text; short ones count only as words.
const PLACEHOLDER =
  /[<>{}]|\.\.\.|change.?me|example|exemplo|placeholder|secret|segredo|password|replace|dummy|sample|xxxx|(?:^|[^a-z])(?:test|demo|sandbox|todo|your|senha|seu|sua)(?:[^a-z]|$)/i;

function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / value.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

function longestRun(value: string): number {
  let longest = 1;
  let current = 1;
  let step = 0;
  for (let index = 1; index < value.length; index += 1) {
    const delta = value.charCodeAt(index) - value.charCodeAt(index - 1);
    if ((delta === 1 || delta === -1 || delta === 0) && (current === 1 || delta === step))
      current += 1;
    else current = delta === 1 || delta === -1 || delta === 0 ? 2 : 1;
    step = delta;
    longest = Math.max(longest, current);
  }
  return longest;
}

export function secretWeaknesses(
  value: string,
  documented: readonly string[] = DOCUMENTED_SECRETS,
): string[] {
  const reasons: string[] = [];
  const lower = value.toLowerCase();
  if (documented.some((known) => lower.includes(known.toLowerCase())))
    reasons.push('publicado na documentação ou num exemplo do repositório');
  if (PLACEHOLDER.test(value)) reasons.push('parece um marcador de exemplo, não um valor real');
  if (value.length < SECRET_MIN_LENGTH)
    reasons.push(`tem ${String(value.length)} caracteres; o mínimo é ${String(SECRET_MIN_LENGTH)}`);
  if (
    new Set(value).size < MIN_DISTINCT_CHARACTERS ||
    bitsPerCharacter(value) < MIN_BITS_PER_CHARACTER ||
    longestRun(value) >= PREDICTABLE_RUN
  )
    reasons.push('pouca variedade para ser aleatório');
  else if (guessesLog10(value) < MIN_GUESSES_LOG10)
    reasons.push('segue um padrão fácil de adivinhar (teclado, palavras, datas ou repetições)');
  return reasons;
}
