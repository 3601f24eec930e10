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
  cycle: Pick<SignalCycle<unknown>, 'phase' | 'secondsLeft' | 'request'>;
  /**
   * The generic signal's wait text (docs/product.md#signal-flow) instead of the countdown label.
   */
  generic?: boolean;
}

export function SignalControls({ cycle, generic = false }: SignalControlsProps) {
  return (
    <div>
      <Button type="button" $block disabled={cycle.phase !== 'idle'} onClick={cycle.request}>
        {signalButtonLabel(cycle, generic)}
      </Button>
      {cycle.phase === 'cooldown' && generic && (
        <Countdown aria-live="off">Próximo sinal em {formatCountdown(cycle.secondsLeft)}</Countdown>
      )}
    </div>
  );
}
