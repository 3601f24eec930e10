// 80 random bits each, so a SHA-256 at rest is enough (a slow hash protects
// guessable secrets like passwords).
import { createHash, randomBytes } from 'node:crypto';

const COUNT = 10;

/** "abcd-efgh-ijkl-mnop" from base32 letters, easy to read and type. */
function newCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const letters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
}

export function hashRecoveryCode(code: string): string {
  const normalized = code
    .trim()
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
