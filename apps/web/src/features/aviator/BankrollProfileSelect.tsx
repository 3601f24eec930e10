import {
  BANKROLL_PROFILES,
  STOP_LOSS_TIMES_GOAL,
  type BankrollProfile,
} from '@velas/domain/bankroll';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { ChoiceSelect, Label } from '@velas/web-core/ui/Field';
import { useId } from 'react';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';

const PROFILE_NAMES = Object.keys(BANKROLL_PROFILES) as BankrollProfile[];

const SelectRow = styled.div`
  margin-bottom: 12px;
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The bankroll profile, each named with the loss it stops at. */
export function BankrollProfileSelect({
  value,
  onChoose,
}: {
  value: BankrollProfile;
  onChoose: (profile: BankrollProfile) => void;
}) {
  const profileId = useId();
  return (
    <SelectRow>
      <Label htmlFor={profileId}>{aviatorCopy.profileLabel}</Label>
      <ChoiceSelect
        id={profileId}
        value={value}
        choices={PROFILE_NAMES}
        onChoose={onChoose}
        // The loss the profile stops at (its stop loss, twice the day's
        // goal): a limit, not a "meta" that reads as a promise nor a stake that reads as advice.
        label={(name) =>
          fill(plainWordsMessages.bankrollProfileLabel, {
            perfil: capitalised(name),
            limite: BANKROLL_PROFILES[name] * STOP_LOSS_TIMES_GOAL,
          })
        }
      />
    </SelectRow>
  );
}
