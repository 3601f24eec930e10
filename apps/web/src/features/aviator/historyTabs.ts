import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { TabEntry } from '#/ui/Tabs.tsx';

export type HistoryTab = 'rounds' | 'hours' | 'money' | 'verify';

/** The tabs whose cards follow the window selector: elsewhere it would change nothing. */
export const WINDOWED_TABS: ReadonlySet<HistoryTab> = new Set(['rounds', 'verify']);

// The address keeps its pt-BR slugs (`?aba=verificar&rodada=N`):
// links already shared still open their tab.
export const TABS: readonly [TabEntry<HistoryTab>, ...TabEntry<HistoryTab>[]] = [
  { id: 'rounds', slug: 'rodadas', label: plainWordsMessages.historyRoundsTab },
  { id: 'hours', slug: 'horas', label: plainWordsMessages.historyHoursTab },
  // "Contas" read as "accounts": the tab holds what playing costs and the bankroll plan.
  { id: 'money', slug: 'contas', label: plainWordsMessages.historyMoneyTab },
  { id: 'verify', slug: 'verificar', label: plainWordsMessages.historyVerifyTab },
];
