import { css } from 'styled-components';
import { media } from '../app/theme/media';

/** A round-cornered button fixed above the phone's bottom navigation, lower once that is gone. */
export const floatingButton = css`
  position: fixed;
  bottom: 76px;
  min-height: 48px;
  border: 0;
  color: #1e1e2f;
  box-shadow: ${({ theme }) => theme.shadow};
  ${media.layout} {
    bottom: 24px;
  }
`;
