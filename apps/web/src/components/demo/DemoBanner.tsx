import styled from 'styled-components';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { demoCopy } from './copy.ts';

const Bar = styled.p`
  margin: 0;
  /* A bar across the page, not prose: the 70-character measure of paragraphs does not apply. */
  max-width: none;
  padding: 6px 12px;
  /* The warning colour as text on the surface: a pair the token test holds to AA in both modes. */
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.warning};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  font-size: 0.85rem;
  font-weight: 600;
  text-align: center;
`;

/** In a demo every screen says so; production shows nothing of it. */
export function DemoBanner() {
  if (usePublicSettings()?.mode !== 'demo') return null;
  return <Bar role="note">{demoCopy.demoNotice}</Bar>;
}
