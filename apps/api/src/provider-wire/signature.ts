// Refused outside a 5-minute window; replays inside it are refused by event id
// (docs/api/providers.md#signatures).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-velas-timestamp';
export const SIGNATURE_HEADER = 'x-velas-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
}

/** The two headers a provider (or the demo provider) sends with `rawBody`. */
export function signatureHeaders(
  secret: string,
  nowMs: number,
  rawBody: string,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `v1=${computeSignature(secret, timestamp, rawBody)}`,
  };
}

export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

interface CheckSignatureInput {
  secret: string;
  rawBody: string;
  timestampHeader: unknown;
  signatureHeader: unknown;
  nowMs: number;
}

export function checkSignature(options: CheckSignatureInput): SignatureProblem | null {
  const { timestampHeader, signatureHeader } = options;
  if (typeof timestampHeader !== 'string' || typeof signatureHeader !== 'string') return 'missing';
  if (!/^\d{1,12}$/.test(timestampHeader)) return 'missing';
  const timestamp = Number(timestampHeader);
  if (Math.abs(options.nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const match = /^v1=([0-9a-f]{64})$/.exec(signatureHeader);
  if (match?.[1] === undefined) return 'mismatch';
  const expected = Buffer.from(computeSignature(options.secret, timestamp, options.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex')) ? null : 'mismatch';
}
