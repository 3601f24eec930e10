// Keys sorted at every depth, so two serialisations of one object agree; the
// fields that name the call rather than what it asks are left out.
import { createHash } from 'node:crypto';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * sha256 of the body's canonical JSON, in hex. `omit`: top-level fields left
 * out, for a protocol that gives each retry a new id of its own (the seamless
 * wallet's `request_uuid`) while the transaction it repeats stays the same.
 */
export function requestFingerprint(
  body: unknown,
  options: { omit?: readonly string[] } = {},
): string {
  const omit = options.omit ?? [];
  const kept =
    omit.length > 0 && body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => !omit.includes(key)))
      : body;
  return createHash('sha256').update(canonicalJson(kept)).digest('hex');
}
