import { gamesMessages } from '@velas/domain/messages/games';
import styled from 'styled-components';
import { signalsCopy } from './copy.ts';
import { signalIntro, type SignalKind } from './signalIntro.ts';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.md};
  }
  p {
    margin: 0;
    max-width: 70ch;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

export function SignalIntro({ kind, withHonesty }: { kind: SignalKind; withHonesty: boolean }) {
  return (
    <Intro>
      <h2>{signalsCopy.drawHeading}</h2>
      <p>{signalIntro(kind)}</p>
      {withHonesty && <p>{gamesMessages.signalHonesty}</p>}
    </Intro>
  );
}
