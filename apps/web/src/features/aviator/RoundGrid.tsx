// The hero of the aviator screen (docs/design.md: Tipminer's density): the latest
// rounds as a grid of cells in the badges' colours (docs/product.md#aviator-analysis rule from
// @velas/domain/candles), newest first, with a legend that counts each colour.
// Hovering a cell shows its time; tapping it says the time, the exact odd and its
// proof in a line that stays in sight under the grid. Other features can put a
// mark in a cell's corner (renderMark): the fairness check marks only a round
// that fails, the rest are told once in a line.
import {
  candleColour,
  candleIsShortened,
  formatCandle,
  formatOdd,
  type CandleColour,
} from '@velas/domain/candles';
import { messages } from '@velas/domain/messages';
import type { Candle } from '@velas/domain/schemas/history';
import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../../core/theme/media';

const enter = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** Characters of "99,99x" and "1.234x": the most a cell holds at 12 px; longer odds take two cells. */
const CELL_CHARACTERS = 6;

const Cells = styled.ol`
  display: grid;
  /*
   * Dense but whole (docs/product.md#candles): "99,99x" at 12 px in every cell
   * needs about 50 px with its border, so 6 columns at 360-390 px and 7 at
   * 412 px (7 at 390 px cut "42,24x"); wider cells once the sidebar is fixed.
   */
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  ${media.layout} {
    grid-template-columns: repeat(auto-fill, minmax(52px, 1fr));
  }
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.button<{
  $colour: CandleColour;
  $selected: boolean;
  $fresh: boolean;
}>`
  position: relative;
  width: 100%;
  min-height: 32px;
  padding: 0 2px;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.gain : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme, $selected }) => ($selected ? `0 0 0 2px ${theme.colors.surface}` : 'none')};
  background: ${({ theme, $colour }) => theme.candle[$colour]};
  /* Black on every candle colour passes AA (tokens.test.ts). */
  color: ${({ theme }) => theme.candle.onCandle};
  font: inherit;
  font-size: ${({ theme }) => theme.type.xs};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  animation: ${({ $fresh }) => ($fresh ? enter : 'none')} 200ms ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Mark = styled.span`
  position: absolute;
  top: -6px;
  inset-inline-end: -6px;
  display: inline-flex;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Swatch = styled.span<{ $colour: CandleColour }>`
  width: 14px;
  height: 14px;
  border-radius: 4px;
  background: ${({ theme, $colour }) => theme.candle[$colour]};
`;

/* The tapped round's line, right under the grid: a sticky line covered the chips it describes. */
const Detail = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.type.sm};
`;

/** The legend in the order of the rule, with the words of each colour's band. */
const BANDS: { colour: CandleColour; label: string }[] = [
  { colour: 'info', label: 'abaixo de 2x' },
  { colour: 'purple', label: '2x a 9,99x' },
  { colour: 'primary', label: '10x ou mais' },
];

/** A cell's height (its min-height, which the odd's text never exceeds). */
const CellSlot = styled.span`
  display: block;
  height: 32px;
`;

/** A rare odd of 10.000x and more ("12.345x") takes two cells rather than a smaller size. */
const Slot = styled.li<{ $double: boolean }>`
  grid-column: ${({ $double }) => ($double ? 'span 2' : 'auto')};
`;

/** The grid's outline for `count` rounds: the same rows, legend and detail line, without content. */
export function RoundGridOutline({ count }: { count: number }) {
  return (
    <div>
      <Legend>
        {BANDS.map(({ colour, label }) => (
          <li key={colour}>
            <Swatch $colour={colour} />
            {label}: <strong>0</strong>
          </li>
        ))}
      </Legend>
      <Cells>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CellSlot />
          </li>
        ))}
      </Cells>
      <Detail>&nbsp;</Detail>
    </div>
  );
}

export interface RoundGridProps {
  /** Newest first. */
  candles: readonly Candle[];
  /** Id of a round that just arrived live: it grows into place. */
  freshId?: number | null;
  /** Something to pin in a cell's corner (kept small: about 16 px). */
  renderMark?: (candle: Candle) => ReactNode;
  /** The tapped round's proof in words ("verificada no navegador"), or null without one. */
  proofOf?: (candle: Candle) => string | null;
}

export function RoundGrid({ candles, freshId = null, renderMark, proofOf }: RoundGridProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = candles.find((candle) => candle.id === selectedId);
  const proof = selected ? proofOf?.(selected) : null;
  const counts = new Map<CandleColour, number>();
  for (const candle of candles) {
    const colour = candleColour(candle.odd);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return (
    <div>
      <Legend aria-label="Legenda">
        {BANDS.map(({ colour, label }) => (
          <li key={colour}>
            <Swatch $colour={colour} aria-hidden="true" />
            {label}: <strong>{counts.get(colour) ?? 0}</strong>
          </li>
        ))}
      </Legend>
      <Cells aria-label={`Últimas ${candles.length} rodadas, da mais recente para a mais antiga`}>
        {candles.map((candle) => {
          const colour = candleColour(candle.odd);
          const odd = formatOdd(candle.odd);
          const chip = formatCandle(candle.odd);
          const mark = renderMark?.(candle);
          return (
            <Slot key={candle.id} $double={chip.length > CELL_CHARACTERS}>
              <Cell
                type="button"
                $colour={colour}
                $selected={candle.id === selectedId}
                $fresh={candle.id === freshId}
                data-colour={colour}
                title={`${candle.hour} · ${odd}`}
                // The name starts with what the chip shows (axe: label-content-name-mismatch).
                aria-label={`${candleIsShortened(candle.odd) ? `${chip}, exatamente ${odd},` : chip} às ${candle.hour}`}
                aria-pressed={candle.id === selectedId}
                onClick={() => {
                  setSelectedId((current) => (current === candle.id ? null : candle.id));
                }}
              >
                {chip}
                {mark !== undefined && mark !== null && <Mark>{mark}</Mark>}
              </Cell>
            </Slot>
          );
        })}
      </Cells>
      <Detail aria-live="polite">
        {selected
          ? `Rodada #${String(selected.id)} das ${selected.hour}: ${formatOdd(selected.odd)}${proof ? ` — ${proof}` : ''}`
          : messages.tapCandleHint}
      </Detail>
    </div>
  );
}
