// The request button: a tap draws at once, so there is no countdown and no spinner.
import { Button } from '@velas/web-core/ui/Button';
import { signalButtonLabel } from './signalLabels.ts';
import type { SignalCycle } from './useSignalCycle.ts';

interface SignalControlsProps {
  cycle: Pick<SignalCycle<unknown>, 'phase' | 'signal' | 'request'> & {
    /** The api's reason play is refused (pause, exclusion, session limit). */
    refusal?: string | null;
    /** True while the status says every request would be refused. */
    blocked?: boolean;
  };
}

export function SignalControls({ cycle }: SignalControlsProps) {
  return (
    <div>
      {cycle.refusal && <p role="alert">{cycle.refusal}</p>}
      <Button
        type="button"
        $block
        disabled={cycle.phase !== 'idle' || cycle.blocked === true}
        onClick={cycle.request}
      >
        {signalButtonLabel(cycle.signal !== null)}
      </Button>
    </div>
  );
}
