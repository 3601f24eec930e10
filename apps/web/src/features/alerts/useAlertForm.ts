// The new alert form of AlertSettingsCard: its fields and the create call,
// with the api's refusal as the form's messages.
import { BET_HOUSES, type BetHouse } from '@velas/domain/constants';
import type { AlertRule } from '@velas/domain/schemas/alerts';
import { failureMessages, isApiFailure } from '@velas/web-core/api-failure';
import { useState, type SyntheticEvent } from 'react';
import { useCreateAlertMutation } from './api/alertsApi.ts';

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

export function useAlertForm() {
  const [createAlert, creating] = useCreateAlertMutation();
  const [kind, setKind] = useState<AlertRule['kind']>('oddAtLeast');
  const [betHouse, setBetHouse] = useState<BetHouse>(BET_HOUSES[0]);
  const [odd, setOdd] = useState('50');
  const [rounds, setRounds] = useState('100');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const rule =
      kind === 'oddAtLeast'
        ? { kind, betHouse, odd: parseNumber(odd) }
        : { kind, betHouse, odd: parseNumber(odd), rounds: parseNumber(rounds) };
    try {
      await createAlert(rule).unwrap();
      setErrors([]);
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      setErrors([error.message, ...failureMessages(error)]);
    }
  };

  return {
    kind,
    setKind,
    betHouse,
    setBetHouse,
    odd,
    setOdd,
    rounds,
    setRounds,
    errors,
    creating: creating.isLoading,
    submit,
  };
}
