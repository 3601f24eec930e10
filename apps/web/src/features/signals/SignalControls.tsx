// The request button and, while the signal cools down, its countdown.
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { formatCountdown } from './signalCycle';
import { signalButtonLabel } from './signalLabels';
import type { SignalCycle } from './useSignalCycle';

const Countdown = styled.p`
  margin: 8px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

interface SignalControlsProps {
  cycle: Pick<SignalCycle<unknown>, 'phase' | 'secondsLeft' | 'request'> & {
    /** The api's reason play is refused (pause, exclusion, session limit). */
    refusal?: string | null;
    /** True while the status says every request would be refused. */
    blocked?: boolean;
  };
  /**
   * The generic signal's wait text (docs/product.md#signal-flow) instead of the countdown label.
   */
  generic?: boolean;
}

export function SignalControls({ cycle, generic = false }: SignalControlsProps) {
  return (
    <div>
      {cycle.refusal && <p role="alert">{cycle.refusal}</p>}
      <Button
        type="button"
        $block
        disabled={cycle.phase !== 'idle' || cycle.blocked === true}
        onClick={cycle.request}
      >
        {signalButtonLabel(cycle, generic)}
      </Button>
      {cycle.phase === 'cooldown' && generic && (
        <Countdown aria-live="off">Próximo sinal em {formatCountdown(cycle.secondsLeft)}</Countdown>
      )}
    </div>
  );
}
