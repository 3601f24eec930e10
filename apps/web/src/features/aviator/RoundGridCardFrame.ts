import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';

/** The card around a RoundGrid: 12-px sides on phones, so 8 chips fit a row at 360 px. */
export const RoundGridCardFrame = styled(Card)`
  ${media.phone} {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;
