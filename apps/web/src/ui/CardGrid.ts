import styled from 'styled-components';
import { media } from '../core/theme/media.ts';

/**
 * An analysis screen's cards: one column, two from the wide breakpoint up,
 * where a card marked `className="wide"` spans both.
 */
export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;
