// The hero of the aviator screen: the latest rounds as coloured chips, newest
// first, with a legend counting each colour (docs/product/aviator-analysis.md#candles). Other
// features may mark a chip's corner (renderMark).
import {
  candleColour,
  candleIsShortened,
  formatCandleChip,
  formatOdd,
  type CandleColour,
} from '@velas/domain/candles';
import { historyMessages } from '@velas/domain/messages/history';
import { roundsWord } from '@velas/domain/messages/sentences';
import type { Candle } from '@velas/domain/schemas/history';
import { Fragment, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { aviatorCopy } from './copy.ts';

// Growth only, never fading: a half-transparent chip would have its figures
// under the WCAG AA contrast its colours are chosen for (docs/design.md#tokens).
const enter = keyframes`
  from { transform: scale(0.6); }
  to { transform: none; }
`;

/** Characters of "99,99" and "1.234": the most a chip holds; longer odds take two chips. */
const CHIP_CHARACTERS = 5;

/*
 * The grid styles its chips itself: a chip is a plain <li> and <button>,
 * told apart by data attributes, because a styled component per chip cost
 * styled-components a style computation per chip on every render (two
 * hundred for 100 rounds) in the aviator screen's longest task
 * (docs/architecture.md#measurements).
 */
const Cells = styled.ol`
  display: grid;
  /* Readable before dense (docs/product/aviator-analysis.md#candles); a tapped chip's detail spans the row below. */
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  grid-auto-flow: row dense;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* The cell is what the chip's label is sized against (container query units below). */
  > li {
    container-type: inline-size;
  }
  /* A rare odd of 10.000x and more ("12.345x") takes two cells rather than a smaller size. */
  > li[data-double] {
    grid-column: span 2;
  }

  button[data-colour] {
    position: relative;
    width: 100%;
    /*
     * 40 px tall (docs/design.md: 44-px targets): a full-width row of chips 4 px
     * apart leaves no dead space to miss, and 44 px would add a screen to 1000 rounds.
     */
    min-height: 40px;
    padding: 0;
    /* No border: the whole width holds the figures. */
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    /* Black on every candle colour passes AA (appTheme.test.ts). */
    color: ${({ theme }) => theme.candle.onCandle};
    font: inherit;
    font-size: ${({ theme }) => theme.type.xs};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    letter-spacing: -0.03em;
    white-space: nowrap;
    cursor: pointer;
    /* Sized to the chip so the widest label ("21,05x") keeps air on each side. */
    font-size: clamp(${({ theme }) => theme.type.xs}, 27cqi, ${({ theme }) => theme.type.sm});
  }
  /* The unit, smaller than the figures it follows: read, but not competing with them. */
  [data-unit] {
    font-size: 0.8em;
    letter-spacing: -0.02em;
  }
  button[data-colour='info'] {
    background: ${({ theme }) => theme.candle.info};
  }
  button[data-colour='purple'] {
    background: ${({ theme }) => theme.candle.purple};
  }
  button[data-colour='primary'] {
    background: ${({ theme }) => theme.candle.primary};
  }
  /*
   * The tapped ring is drawn outside, in half the 4-px gap: inside, it touched
   * the outer glyphs of a five-character chip at 360 px.
   */
  button[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.gain};
  }
  button[data-fresh] {
    animation: ${enter} 200ms ease-out;
    ${media.reducedMotion} {
      animation: none;
    }
  }
  [data-mark] {
    position: absolute;
    top: -6px;
    inset-inline-end: -6px;
    display: inline-flex;
  }
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

/* The tapped round's line, a whole grid row right under the tapped chip's row. */
const Detail = styled.li`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.gain};
  background: ${({ theme }) => theme.colors.raised};
  font-size: ${({ theme }) => theme.type.sm};
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    font-weight: 600;
  }
`;

/* What the chips' figures are and what a tap does, said once above them. */
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The legend in the order of the rule, with the words of each colour's band. */
const BANDS: { colour: CandleColour; label: string }[] = [
  { colour: 'info', label: aviatorCopy.bandLow },
  { colour: 'purple', label: aviatorCopy.bandMid },
  { colour: 'primary', label: aviatorCopy.bandHigh },
];

/** A chip's height (its min-height, which the odd's text never exceeds). */
const CellSlot = styled.span`
  display: block;
  height: 40px;
`;

/** The grid's outline for `count` rounds: the same legend, hint and rows, without content. */
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
      <Hint>{historyMessages.tapCandleHint}</Hint>
      <Cells>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CellSlot />
          </li>
        ))}
      </Cells>
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
  /** Where the tapped round's proof can be checked, shown as a link in its line. */
  proofHref?: (candle: Candle) => string;
}

export function RoundGrid({
  candles,
  freshId = null,
  renderMark,
  proofOf,
  proofHref,
}: RoundGridProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const counts = new Map<CandleColour, number>();
  for (const candle of candles) {
    const colour = candleColour(candle.odd);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  // Escape closes the tapped round's line; focus stays on its chip.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selectedId !== null) {
      event.stopPropagation();
      setSelectedId(null);
    }
  };
  return (
    <div>
      <Legend aria-label={aviatorCopy.legend}>
        {BANDS.map(({ colour, label }) => (
          <li key={colour}>
            <Swatch $colour={colour} aria-hidden="true" />
            {label}: <strong>{counts.get(colour) ?? 0}</strong>
          </li>
        ))}
      </Legend>
      <Hint>{historyMessages.tapCandleHint}</Hint>
      <Cells
        aria-label={aviatorCopy.latestRounds(roundsWord(candles.length))}
        onKeyDown={closeOnEscape}
      >
        {candles.map((candle) => {
          const colour = candleColour(candle.odd);
          const odd = formatOdd(candle.odd);
          const chip = formatCandleChip(candle.odd);
          const mark = renderMark?.(candle);
          const selected = candle.id === selectedId;
          const proof = selected ? proofOf?.(candle) : null;
          // Keyed by round: when a live round arrives first, every chip keeps its
          // element, so the tapped one keeps its focus and Escape still reaches it.
          return (
            <Fragment key={candle.id}>
              <li data-double={chip.length > CHIP_CHARACTERS || undefined}>
                <button
                  type="button"
                  data-colour={colour}
                  data-fresh={candle.id === freshId || undefined}
                  title={`${candle.hour} · ${odd}`}
                  // Complete, starting with the chip's figures as a word of their own
                  // (axe: label-content-name-mismatch matches whole words, so not "42,24x").
                  aria-label={aviatorCopy.chipLabel(
                    `${chip}x`,
                    candleIsShortened(candle.odd) ? `${odd} ` : '',
                    String(candle.id),
                    candle.hour,
                  )}
                  aria-pressed={selected}
                  aria-controls={selected ? `round-detail-${String(candle.id)}` : undefined}
                  onClick={() => {
                    setSelectedId((current) => (current === candle.id ? null : candle.id));
                  }}
                >
                  {chip}
                  <span data-unit="">x</span>
                  {mark !== undefined && mark !== null && <span data-mark="">{mark}</span>}
                </button>
              </li>
              {selected && (
                <Detail id={`round-detail-${String(candle.id)}`}>
                  <p role="status">
                    {aviatorCopy.roundDetailWithProof(
                      String(candle.id),
                      candle.hour,
                      odd,
                      proof ? ` — ${proof}` : '',
                    )}
                  </p>
                  {proofHref && <a href={proofHref(candle)}>{historyMessages.roundProofLink}</a>}
                </Detail>
              )}
            </Fragment>
          );
        })}
      </Cells>
    </div>
  );
}
