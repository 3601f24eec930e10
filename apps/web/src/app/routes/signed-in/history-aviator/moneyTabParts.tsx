import { BankrollCard } from '#/features/aviator/BankrollCard.tsx';
import { MoneyMathsCard } from '#/features/probability-lab/MoneyMathsCard.tsx';
import type { HistoryScreenState } from './historyScreenState.ts';

/** The money tab's parts: what an hour of play costs and how long a budget lasts, then the bankroll plan. */
export function moneyTabParts({ rounds }: HistoryScreenState) {
  return [
    <MoneyMathsCard key="money" roundTimes={rounds.dayTimes} />,
    <BankrollCard key="bankroll" />,
  ];
}
