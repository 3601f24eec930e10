import { DEFAULT_BET_HOUSE, GAME_IDS, HOURLY_ODDS } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { RoundsHouseLine } from '#/features/aviator/RoundsHouseLine.tsx';
import { TodayHourMap } from '#/features/aviator/TodayHourMap.tsx';
import { HoursObserved } from '#/features/hours/HoursObserved.tsx';
import { SignalScreenLayout } from '#/features/signals/SignalScreenLayout.tsx';
import { signedInScreensCopy } from './copy.ts';

/** The lowest odd the hour maps count: 10x, the "velas altas" of the screen's first line. */
const MAP_ODD = HOURLY_ODDS[0];

export default function HoursScreen() {
  return (
    // A bottom-bar tab: a root, so no "← Voltar".
    <SignalScreenLayout
      root
      gameId={GAME_IDS.aviator}
      gameTitle={signedInScreensCopy.aviator}
      startFailureMessage={commonMessages.hoursNeedsKyc}
    >
      <RoundsHouseLine betHouse={DEFAULT_BET_HOUSE} />
      <HoursObserved hourMap={<TodayHourMap odd={MAP_ODD} />} />
    </SignalScreenLayout>
  );
}
