import { candleColour, formatCandleChip, formatOdd } from '@velas/domain/candles';
import type { Candle } from '@velas/domain/schemas/history';
import type { ReactNode } from 'react';
import { aviatorCopy } from './copy.ts';
import { roundDetailId } from './RoundDetail.tsx';

/** Characters of "99,99": the most a chip holds in its full type. */
const CHIP_CHARACTERS = 5;
/** "654,07" fits one chip in smaller type; "1.234,56" and longer take two chips. */
const LONG_CHIP_CHARACTERS = 6;

interface RoundChipProps {
  candle: Candle;
  /** The round just arrived live: it grows into place. */
  fresh: boolean;
  /** Tapped: its line shows under the chip's row. */
  selected: boolean;
  /** What another feature pins in the chip's corner. */
  mark: ReactNode;
  onToggle: (id: number) => void;
}

/** One round as a chip, plain elements styled by RoundCells (see there why). */
export function RoundChip({ candle, fresh, selected, mark, onToggle }: RoundChipProps) {
  const odd = formatOdd(candle.odd);
  const chip = formatCandleChip(candle.odd);
  return (
    <li
      data-long={
        (chip.length > CHIP_CHARACTERS && chip.length <= LONG_CHIP_CHARACTERS) || undefined
      }
      data-double={chip.length > LONG_CHIP_CHARACTERS || undefined}
    >
      <button
        type="button"
        data-colour={candleColour(candle.odd)}
        data-fresh={fresh || undefined}
        title={`${candle.hour} · ${odd}`}
        // Complete, starting with the chip's figures as a word of their own
        // (axe: label-content-name-mismatch matches whole words, so not "42,24x").
        aria-label={aviatorCopy.chipLabel(`${chip}x`, String(candle.id), candle.hour)}
        aria-pressed={selected}
        aria-controls={selected ? roundDetailId(candle) : undefined}
        onClick={() => {
          onToggle(candle.id);
        }}
      >
        {chip}
        <span data-unit="">x</span>
        {mark !== undefined && mark !== null && <span data-mark="">{mark}</span>}
      </button>
    </li>
  );
}
