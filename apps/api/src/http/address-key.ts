// IPv6 by its /64: one subscriber gets a whole /64, so a full IPv6 address is no limit at all.
import ipaddr from 'ipaddr.js';

export function addressKey(address: string): string {
  // IPv4, or what no parser reads as an address, is its own key.
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it carries.
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const network = parsed.parts.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
