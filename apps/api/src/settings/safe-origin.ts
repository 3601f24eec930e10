// The one rule for an address production may call or send a browser to
// (docs/product/platform.md#demo-and-production): the production check, the games
// settings check and the KYC widget's address all use it.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine only (a production configuration tried locally). */
export function isSafeOrigin(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || LOOPBACK_HOSTS.has(parsed.hostname);
}
