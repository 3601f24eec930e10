// Before enough rounds it says why it is not shown, with no count to reach,
// which read as a goal.
import { gamesMessages } from '@velas/domain/messages/games';
import { fill, myReturnSentence } from '@velas/domain/messages/sentences';
import { Muted } from '@velas/web-core/ui/Card';
import { useMyReturnQuery } from '#/services/gamesApi.ts';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';

export function MyReturnNote({ gameId }: { gameId: number }) {
  // Fresh on every open: the rounds just played count.
  const { data } = useMyReturnQuery(gameId, { refetchOnMountOrArgChange: true });
  if (data === undefined || data.rounds === 0) return null;
  return (
    <section aria-label={gamesMessages.myReturnTitle}>
      <Muted role="note">
        {data.observed === null
          ? fill(gamesMessages.myReturnTooFew, { minimo: String(data.minRounds) })
          : myReturnSentence(data.observed, data.rtp)}
      </Muted>
      <HowWeCalculate>
        <p>{gamesMessages.myReturnMethod}</p>
      </HowWeCalculate>
    </section>
  );
}
