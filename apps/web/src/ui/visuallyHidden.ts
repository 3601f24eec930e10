import { css } from 'styled-components';

/** Out of sight but still read by screen readers (a word the phone has no room for). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;
