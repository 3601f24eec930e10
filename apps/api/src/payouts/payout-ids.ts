// The id of a payout we ask the provider for, which is also its idempotency
// key (docs/api/providers.md#payout-provider). It must never come round
// again: the provider keeps every id it took, and takes a known one as a
// repeat that pays nothing. An id built from one of our sequences would,
// after a restore rewinds the sequence (docs/operations.md#backup-and-restore).
// So it is a UUIDv7 (RFC 9562: 48 bits of time, 74 random), written as its
// 32 lowercase hex digits without hyphens, so the same string also fits
// where a provider maps it to a Pix id ([a-zA-Z0-9], at most 35 characters).
import { v7 } from 'uuid';

/** A new payout id; `now` is the api's clock, so ids sort by creation. */
export function newPayoutId(now: number): string {
  return v7({ msecs: now }).replaceAll('-', '');
}
