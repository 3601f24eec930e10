// "Jogar aqui": analysis and signal screens lead with their data; the game
// opens on demand below it (docs/product.md#game-frames), and is started only then, so a player
// who only reads the signal costs no start call.
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useProtectionStatusQuery } from '../../services/protectionApi';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { Loading } from '../../ui/Spinner';
import { gameFrameCopy } from './copy';
import { GameFrame } from './GameFrame';
import { MyReturnNote } from './MyReturnNote';
import { useGameLink } from './useGameLink';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.md};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

interface PlayHereCardProps {
  /** The game to start; null shows the betting site (no game id is known). */
  gameId: number | null;
  title: string;
  /** Shown when the game can't be started. */
  startFailureMessage?: string;
}

function OpenGame({ gameId, title, startFailureMessage }: PlayHereCardProps) {
  const game = useGameLink(gameId);
  const { data: protection } = useProtectionStatusQuery(undefined);
  if (game.loading) return <Loading label={gameFrameCopy.opening} />;
  // Refused by player protection (docs/product.md#pause-and-self-exclusion):
  // the reason, and no betting site in its place.
  const refusal = protection?.refusal ?? null;
  if (game.failed && refusal !== null) return <Alert>{refusal}</Alert>;
  return (
    <>
      {game.failed && startFailureMessage && <Alert>{startFailureMessage}</Alert>}
      <GameFrame link={game.link} title={title} />
    </>
  );
}

export function PlayHereCard(props: PlayHereCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-label={gameFrameCopy.playTitle(props.title)}>
      <Row>
        <h2>
          <Icon icon={Gamepad2} />
          {props.title}
        </h2>
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={open}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          {open ? gameFrameCopy.closeGame : gameFrameCopy.playHere}
        </Button>
      </Row>
      {open && (
        <Body>
          <OpenGame {...props} />
        </Body>
      )}
      {props.gameId !== null && <MyReturnNote gameId={props.gameId} />}
    </Card>
  );
}
