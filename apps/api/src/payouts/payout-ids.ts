// Never from a sequence, which a restore would rewind into ids the provider
// already took (docs/api/providers.md#ids-we-send).
import { v7 } from 'uuid';

/** A new payout id; `now` is the api's clock, so ids sort by creation. */
export function newPayoutId(now: number): string {
  return v7({ msecs: now }).replaceAll('-', '');
}
