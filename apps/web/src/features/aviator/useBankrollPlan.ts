import {
  DEFAULT_BANKROLL_PROFILE,
  bankrollPlan,
  type BankrollProfile,
  type BankrollRow,
} from '@velas/domain/bankroll';
import { BANKROLL_DEFAULT_START } from '@velas/domain/constants';
import { centsAsMoneyInput, parseMoneyInput } from '@velas/domain/money';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useSaoPauloToday } from '#/lib/useNow.ts';

export function useBankrollPlan() {
  const today = useSaoPauloToday();
  // Masked like every amount field ("1.000,00"), from the first render.
  const [startText, setStartText] = useState(centsAsMoneyInput(BANKROLL_DEFAULT_START));
  const [profile, setProfile] = useState<BankrollProfile>(DEFAULT_BANKROLL_PROFILE);
  const [plan, setPlan] = useState<BankrollRow[] | null>(null);
  /** The profile the plan was made with: the select may change before the next Calcular. */
  const [planProfile, setPlanProfile] = useState<BankrollProfile>(profile);
  const [invalid, setInvalid] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (plan) result.current?.scrollIntoView({ block: 'nearest' });
  }, [plan]);

  function calculate(event: SyntheticEvent) {
    event.preventDefault();
    const start = parseMoneyInput(startText);
    setInvalid(start === null || start <= 0);
    setPlan(start === null || start <= 0 ? null : bankrollPlan({ start, profile, today }));
    setPlanProfile(profile);
  }

  return {
    startText,
    setStartText,
    profile,
    setProfile,
    plan,
    planProfile,
    invalid,
    calculate,
    result,
  };
}
