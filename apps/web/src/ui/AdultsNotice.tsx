import { gamesMessages } from '@velas/domain/messages/games';
import styled from 'styled-components';

const Notice = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* Centred within its 70-character measure, under the centred footer links. */
  margin: 8px auto;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

// Drawn, not an emoji: headless browsers and some phones have no emoji font.
const Badge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.loss};
  color: ${({ theme }) => theme.colors.loss};
  font-size: 0.75rem;
  font-weight: 800;
`;

/** The 18+ notice and "Jogue com responsabilidade". */
export function AdultsNotice() {
  return (
    <Notice>
      <Badge aria-hidden="true">18+</Badge>
      <span>
        {gamesMessages.adultsOnly} {gamesMessages.playResponsibly}.
      </span>
    </Notice>
  );
}
