// It needs no data, so the screen shows it with its first render: on a phone
// it is the largest text of the first screen (docs/architecture.md#phone-performance).
import { gamesMessages } from '@velas/domain/messages/games';
import styled from 'styled-components';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
`;

export function CatalogueIntro() {
  return <Intro>{gamesMessages.catalogueIntro}</Intro>;
}
