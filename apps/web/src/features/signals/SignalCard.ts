import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';

/** The card a signal panel sits in above a launched game: centred, at a panel's width. */
export const SignalCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto 16px;
`;
