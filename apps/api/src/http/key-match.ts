// Compares SHA-256 digests, so neither a key's content nor its length leaks
// through timing; every accepted key is compared, so neither does which one
// matched (a key being rotated out is accepted beside the new one).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function matchesAnyKey(given: string, accepted: readonly string[]): boolean {
  const offered = digest(given);
  return accepted.map((key) => timingSafeEqual(offered, digest(key))).includes(true);
}
