// Says when the house is the very game the player plays here, so the history
// never reads as some other casino's.
import { BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { aviatorCopy } from './copy.ts';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

export function RoundsHouseLine({ betHouse }: { betHouse: BetHouse }) {
  const settings = usePublicSettings();
  const house = BET_HOUSE_LABELS[betHouse];
  return (
    <Line>
      {settings?.demo?.playedBetHouse === betHouse
        ? aviatorCopy.roundsOfPlayedHouse(house, settings.brand.name)
        : aviatorCopy.roundsOfHouse(house)}
    </Line>
  );
}
