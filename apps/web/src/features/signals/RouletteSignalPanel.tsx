import { rouletteMoney } from '@velas/analysis/signals/money';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { rouletteSignal } from '@velas/analysis/signals/roulette';
import { gamesMessages } from '@velas/domain/messages/games';
import { fill } from '@velas/domain/messages/sentences';
import styled from 'styled-components';
import { signalsCopy } from './copy.ts';
import { SignalControls } from './SignalControls.tsx';
import { SignalIntro } from './SignalIntro.tsx';
import { signalMoneyLines } from './signalMoney.ts';
import { SignalResult } from './SignalResult.tsx';
import { useGameSignal } from './useGameSignal.ts';

const Bet = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
`;

const Numbers = styled.p`
  margin: 8px 0 0;
  font-variant-numeric: tabular-nums;
`;

export function RouletteSignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal(rouletteSignal, random);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind="roulette" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult
          lead={signalsCopy.rouletteLead}
          {...signalMoneyLines(rouletteMoney(signal), 'roulette')}
        >
          <Bet>{fill(gamesMessages.rouletteBet, { aposta: signal.bet })}</Bet>
          <Numbers>
            {signal.numbers.length === 1
              ? fill(gamesMessages.rouletteWinsOnOne, { numero: signal.numbers[0] ?? 0 })
              : fill(gamesMessages.rouletteWinsOn, {
                  quantos: signal.numbers.length,
                  numeros: signal.numbers.join(', '),
                })}
          </Numbers>
        </SignalResult>
      )}
    </>
  );
}
