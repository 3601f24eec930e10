// Started only on demand, so a player who only reads the signal costs no start call.
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { Gamepad2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOpenState } from '#/lib/useOpenState.ts';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { Icon } from '#/ui/Icon.tsx';
import { Loading } from '#/ui/Spinner.tsx';
import { IdentityVerificationDialog } from '../kyc/KycWidgetDialog.tsx';
import { gameFrameCopy } from './copy.ts';
import { GameFrame, gameFrameHeight } from './GameFrame.tsx';
import { MyReturnNote } from './MyReturnNote.tsx';
import { useGameLink } from './useGameLink.ts';
import { useGamePlayable } from './useGamePlayable.ts';
import { useVerificationBeforePlay, VerifyToPlay } from './VerifyToPlay.tsx';

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

/** The frame's height held while the game starts, so the page does not jump when it arrives. */
const Starting = styled.div`
  display: grid;
  place-items: center;
  ${gameFrameHeight('min-height')}
`;

/** Scrolled to on opening: its top stops under the sticky header. */
const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  scroll-margin-top: calc(
    env(safe-area-inset-top) + ${({ theme }) => theme.bars.header} +
      ${({ theme }) => theme.space(1)}
  );
`;

interface PlayHereCardProps {
  /** The game to start; null shows the betting site (no game id is known). */
  gameId: number | null;
  title: string;
  /** Shown when the game can't be started and the api said no reason. */
  startFailureMessage?: string;
}

function OpenGame({ gameId, title, startFailureMessage }: PlayHereCardProps) {
  const game = useGameLink(gameId);
  const { data: protection } = useProtectionStatusQuery(undefined);
  if (game.loading)
    return (
      <Starting>
        <Loading label={gameFrameCopy.opening} />
      </Starting>
    );
  // Refused by player protection:
  // the reason, and no betting site in its place.
  const refusal = protection?.refusal ?? null;
  if (game.failed && refusal !== null) return <Alert>{refusal}</Alert>;
  return (
    <>
      {game.failed && (game.reason ?? startFailureMessage) && (
        <Alert>{game.reason ?? startFailureMessage}</Alert>
      )}
      <GameFrame link={game.link} title={title} />
    </>
  );
}

/** The step that opens it, here, instead of a refused start and an empty frame. */
function PlayableGame({ onVerify, ...props }: PlayHereCardProps & { onVerify: () => void }) {
  const verification = useVerificationBeforePlay();
  if (verification.loading)
    return (
      <Starting>
        <Loading label={gameFrameCopy.opening} />
      </Starting>
    );
  if (verification.needed) return <VerifyToPlay onVerify={onVerify} />;
  return <OpenGame {...props} />;
}

function PlayHere(props: PlayHereCardProps) {
  const [open, setOpen] = useState(false);
  // Outside the game's body, so it stays open to say the verdict once the status changes.
  const verification = useOpenState();
  const body = useRef<HTMLDivElement>(null);
  // At once, not smoothly: a smooth scroll passes the charts above, which
  // draw as they come into view and push the game down while it travels.
  useEffect(() => {
    if (open) body.current?.scrollIntoView({ block: 'start' });
  }, [open]);
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
        <Body ref={body}>
          <PlayableGame {...props} onVerify={verification.show} />
        </Body>
      )}
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
      {props.gameId !== null && <MyReturnNote gameId={props.gameId} />}
    </Card>
  );
}

export function PlayHereCard(props: PlayHereCardProps) {
  return useGamePlayable(props.gameId) ? <PlayHere {...props} /> : null;
}
