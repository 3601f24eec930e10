import { IconButton } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { dashboardCopy } from './copy.ts';

const Arrow = styled(IconButton)<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  inset-inline-${({ $side }) => $side}: 4px;
  font-size: ${({ theme }) => theme.type.xl};
  color: inherit;
`;

const arrows = [
  { side: 'start', label: dashboardCopy.previousBanner, step: -1, glyph: '‹' },
  { side: 'end', label: dashboardCopy.nextBanner, step: 1, glyph: '›' },
] as const;

/** The previous and next buttons over the carousel's edges; `onStep` gets -1 or 1. */
export function CarouselArrows({ onStep }: { onStep: (step: number) => void }) {
  return arrows.map(({ side, label, step, glyph }) => (
    <Arrow
      key={side}
      type="button"
      $side={side}
      aria-label={label}
      onClick={() => {
        onStep(step);
      }}
    >
      {glyph}
    </Arrow>
  ));
}
