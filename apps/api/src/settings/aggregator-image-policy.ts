// The URLs are a stranger's: only https on allowed hosts and never an address
// inside our network (docs/games.md#image-hosts).
import ipaddr from 'ipaddr.js';

export interface ImageSourcePolicy {
  /** `host` (name and port) of the aggregator's base URL: its own images are allowed. */
  aggregatorHost: string;
  /** The operator's image hosts: exact names, or `*.name` for any subdomain of name. */
  imageHosts: readonly string[];
  /** Demo and tests only: loopback addresses (and http to them) allowed. */
  allowLoopback: boolean;
}

const LOOPBACK_NAMES = new Set(['localhost']);

/** URL.hostname keeps an IPv6 literal's brackets; ipaddr.js and dns want it bare. */
export const bareHostname = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

function isLoopbackName(hostname: string): boolean {
  const bare = bareHostname(hostname);
  if (LOOPBACK_NAMES.has(bare) || bare.endsWith('.localhost')) return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

function listed(hostname: string, imageHosts: readonly string[]): boolean {
  return imageHosts.some((entry) =>
    entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry,
  );
}

export function imageUrlRefusal(url: string, policy: ImageSourcePolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  const hostname = parsed.hostname.toLowerCase();
  const httpAllowed = policy.allowLoopback && isLoopbackName(hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && httpAllowed))
    return `scheme ${parsed.protocol} (only https)`;
  if (parsed.username !== '' || parsed.password !== '') return 'credentials in the URL';
  const own = parsed.host.toLowerCase() === policy.aggregatorHost.toLowerCase();
  // A listed host is taken on its default port only: a port names another service.
  if (!own && !(parsed.port === '' && listed(hostname, policy.imageHosts)))
    return `host ${parsed.host} is neither the aggregator's nor in games.aggregator.imageHosts`;
  return null;
}

export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return `address ${address} is not an IP address`;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) back into IPv4.
  const range = ipaddr.process(address).range();
  if (range === 'unicast' || (allowLoopback && range === 'loopback')) return null;
  return `address ${address} is ${range}, not the public internet`;
}

/**
 * What production refuses in an `imageHosts` entry:
 * a name for this machine or an address that is not public. (The settings
 * schema already refuses a wildcard over a top-level domain, like `*.com`.)
 */
export function imageHostProblem(entry: string): string | null {
  if (isLoopbackName(entry)) return `${entry} é esta máquina`;
  if (ipaddr.isValid(bareHostname(entry))) {
    const refusal = addressRefusal(bareHostname(entry), false);
    return refusal === null ? null : `${entry} não é um endereço público`;
  }
  return null;
}
