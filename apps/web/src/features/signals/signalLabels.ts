// Button texts of the signal flow (docs/product.md#signal-flow).
import { formatCountdown, type SignalCycleState } from './signalCycle';

const REQUEST_LABEL = 'Gerar Sinal';
const SEARCHING_LABEL = 'Buscando sinal...';
const GENERIC_WAIT_LABEL = 'Aguarde para solicitar novamente';

export function signalButtonLabel(
  state: Pick<SignalCycleState<unknown>, 'phase' | 'secondsLeft'>,
  generic = false,
): string {
  if (state.phase === 'searching') return SEARCHING_LABEL;
  if (state.phase === 'cooldown') {
    return generic ? GENERIC_WAIT_LABEL : `Novo sinal em ${formatCountdown(state.secondsLeft)}`;
  }
  return REQUEST_LABEL;
}
