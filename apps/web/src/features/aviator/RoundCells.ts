import styled, { keyframes } from 'styled-components';
import { media } from '#/core/theme/media.ts';

// Growth only, never fading: a half-transparent chip would have its figures
// under the WCAG AA contrast its colours are chosen for (docs/design.md#tokens).
const enter = keyframes`
  from { transform: scale(0.6); }
  to { transform: none; }
`;

/*
 * The grid styles its chips itself: a chip is a plain <li> and <button>,
 * told apart by data attributes, because a styled component per chip cost
 * styled-components a style computation per chip on every render (two
 * hundred for 100 rounds) in the aviator screen's longest task.
 */
export const RoundCells = styled.ol`
  display: grid;
  /* Readable before dense; a tapped chip's detail spans the row below. */
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
  /* A rare odd of 1.000x and more ("1.234,56x") takes two cells rather than a smaller size. */
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
  /*
   * An odd of 100x to 999,99x ("654,07x") keeps its centavos in one cell, in
   * the smallest type of the scale, set tighter: 43.5 px of label in a 48-px
   * chip at 360 px, where 13-px type touched the edges.
   */
  > li[data-long] button[data-colour] {
    font-size: clamp(${({ theme }) => theme.type.xs}, 23cqi, ${({ theme }) => theme.type.sm});
    letter-spacing: -0.06em;
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
