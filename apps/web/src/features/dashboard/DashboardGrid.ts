import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';

/**
 * Until the identity is verified the banner comes first: it is the new
 * player's one job, and at the bottom it sat under the phone's bottom bar.
 */
export const DashboardGrid = styled.div<{ $verifyFirst?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $verifyFirst }) =>
    $verifyFirst
      ? `'banner' 'balance' 'shortcuts' 'withdrawals' 'transactions'`
      : `'balance' 'shortcuts' 'banner' 'withdrawals' 'transactions'`};
  ${media.tiles} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: ${({ $verifyFirst }) =>
      $verifyFirst ? 'auto auto 1fr auto' : 'auto 1fr auto auto'};
    grid-template-areas: ${({ $verifyFirst }) =>
      $verifyFirst
        ? `'banner banner' 'balance withdrawals' 'shortcuts withdrawals' 'transactions transactions'`
        : `'balance withdrawals' 'shortcuts withdrawals' 'banner banner' 'transactions transactions'`};
  }
`;

/** One of the grid's named areas (`$area`): its cards stack with the grid's gap. */
export const DashboardArea = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
