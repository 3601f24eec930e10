// Whose rounds the statistics count: the house is named from its label
// (BET_HOUSE_LABELS), and the line says when it is the very game the player
// plays here (the demo's Aviator plays one house's rounds, named by the
// public settings) and names the place played in by the operator's brand, as
// the sign-in gate does, so the history never reads as some other casino's.
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
