import { ENTRY_COUNT_RANGE } from '@velas/domain/constants';
import type { EntrySignal } from '@velas/domain/schemas/signals';
import type { RandomSource } from './random-source.js';

export function entrySignal(random: RandomSource): EntrySignal {
  const draw = () =>
    ENTRY_COUNT_RANGE.min + random.int(ENTRY_COUNT_RANGE.max - ENTRY_COUNT_RANGE.min + 1);
  return { kind: 'entries', normal: draw(), turbo: draw() };
}
