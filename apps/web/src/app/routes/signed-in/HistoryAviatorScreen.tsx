import {
  CANDLE_COUNTS,
  CRASH_RTP_PERCENT,
  DEFAULT_BET_HOUSE,
  DEFAULT_ROUND_GRID_COUNT,
} from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { explainRtp } from '@velas/domain/protection';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CountSelect } from '#/features/aviator/CountSelect.tsx';
import { TABS, WINDOWED_TABS, type HistoryTab } from '#/features/aviator/historyTabs.ts';
import { HistoryToolbar } from '#/features/aviator/HistoryToolbar.ts';
import { RoundsHouseLine } from '#/features/aviator/RoundsHouseLine.tsx';
import { useLiveRounds } from '#/features/aviator/useLiveRounds.ts';
import { useCandleVerdicts } from '#/features/fairness/useCandleVerdicts.ts';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { useStagedReveal } from '#/lib/useStagedReveal.ts';
import { CardGrid } from '#/ui/CardGrid.ts';
import { ScreenColumn } from '#/ui/ScreenStack.ts';
import { Tabs, useTab } from '#/ui/Tabs.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { signedInScreensCopy } from './copy.ts';
import type { HistoryScreenState } from './history-aviator/historyScreenState.ts';
import { hoursTabCards } from './history-aviator/hoursTabCards.tsx';
import { moneyTabCards } from './history-aviator/moneyTabCards.tsx';
import { roundsTabCards } from './history-aviator/roundsTabCards.tsx';
import { useTodaysRounds } from './history-aviator/useTodaysRounds.ts';
import { verifyTabCards } from './history-aviator/verifyTabCards.tsx';

/** The cards of a tab rendered with the page; the rest arrive one per idle moment. */
const FIRST_CARDS = 2;

/** What each tab shows, in order: the first cards with the page, the rest one per idle moment. */
const TAB_CARDS: Record<HistoryTab, (state: HistoryScreenState) => ReactNode[]> = {
  rounds: roundsTabCards,
  hours: hoursTabCards,
  money: moneyTabCards,
  verify: verifyTabCards,
};

export default function HistoryAviatorScreen() {
  const date = useSaoPauloToday();
  const [tab, chooseTab] = useTab(TABS);
  // One window (10 to 1000 rounds) for every card of the tabs it drives.
  const [count, setCount] = useState<number>(DEFAULT_ROUND_GRID_COUNT);
  const rounds = useTodaysRounds(date, count);
  const freshId = useLiveRounds(DEFAULT_BET_HOUSE);
  const verdicts = useCandleVerdicts(date, DEFAULT_BET_HOUSE, rounds.windowLoaded);
  const [params] = useSearchParams();
  // A proof link from the grid opens Verificar with its round already checked.
  const askedRound = Number(params.get('rodada'));
  const cards = TAB_CARDS[tab]({
    date,
    count,
    rounds,
    verdicts,
    freshId,
    askedRound: Number.isSafeInteger(askedRound) && askedRound > 0 ? askedRound : null,
    mapsAsked: params.get('mapas') === 'abertos',
  });
  const shown = useStagedReveal(cards.length, FIRST_CARDS);

  return (
    <ScreenColumn>
      <RoundsHouseLine betHouse={DEFAULT_BET_HOUSE} />
      <HistoryToolbar>
        {WINDOWED_TABS.has(tab) && (
          <CountSelect
            label={historyMessages.roundWindowLabel}
            options={CANDLE_COUNTS}
            value={count}
            onChange={setCount}
            suffix={signedInScreensCopy.roundsSuffix}
          />
        )}
        <p role="note">
          <TextWithTerms text={explainRtp(CRASH_RTP_PERCENT)} terms={['Retorno ao jogador']} />
        </p>
      </HistoryToolbar>
      <Tabs label={signedInScreensCopy.historyParts} tabs={TABS} current={tab} onChoose={chooseTab}>
        {/* Busy until every part is in: assistive technology (and the e2e suite) know the tab is still opening. */}
        <CardGrid key={tab} aria-busy={shown < cards.length}>
          {cards.slice(0, shown)}
        </CardGrid>
      </Tabs>
    </ScreenColumn>
  );
}
