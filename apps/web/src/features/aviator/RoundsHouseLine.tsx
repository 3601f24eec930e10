// Says when the house is the very game the player plays here, so the history
// never reads as some other casino's.
import type { BetHouse } from '@velas/domain/constants';
import styled from 'styled-components';
import { useHouseName, useIsPlayedHouse } from '#/services/houseNames.ts';
import { aviatorCopy } from './copy.ts';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

export function RoundsHouseLine({ betHouse }: { betHouse: BetHouse }) {
  const house = useHouseName()(betHouse);
  return (
    <Line>
      {useIsPlayedHouse(betHouse)
        ? aviatorCopy.roundsOfPlayedHouse(house)
        : aviatorCopy.roundsOfHouse(house)}
    </Line>
  );
}
