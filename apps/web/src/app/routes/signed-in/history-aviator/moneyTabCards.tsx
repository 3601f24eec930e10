import { BankrollCard } from '#/features/aviator/BankrollCard.tsx';
import { MoneyMathsCard } from '#/features/probability-lab/MoneyMathsCard.tsx';
import type { HistoryScreenState } from './historyScreenState.ts';

/** The money tab's cards: what an hour of play costs and how long a budget lasts, then the bankroll plan. */
export function moneyTabCards({ rounds }: HistoryScreenState) {
  return [
    <MoneyMathsCard key="money" roundTimes={rounds.dayTimes} />,
    <BankrollCard key="bankroll" />,
  ];
}
