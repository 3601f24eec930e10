import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { REALITY_CHECK_OPTIONS } from '@velas/domain/protection';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Label, Select } from '@velas/web-core/ui/Field';
import { useId } from 'react';
import styled from 'styled-components';
import { useSetRealityCheckMutation } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { Hint, Saved } from './limitsLook.ts';
import { useFailureMessages } from './useFailureMessages.ts';

/** Saved on change, apart from the limits' button. */
const Reminder = styled.div`
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function ReminderSetting({ minutes }: { minutes: number }) {
  const [setRealityCheck, { isSuccess: saved, isLoading: saving, originalArgs: chosen }] =
    useSetRealityCheckMutation();
  const { errors, run } = useFailureMessages();
  const id = useId();
  return (
    <Reminder>
      <Label htmlFor={id}>{responsiblePlayCopy.reminderEvery}</Label>
      <Select
        id={id}
        value={minutes}
        aria-describedby={`${id}-hint`}
        disabled={saving}
        onChange={(event) => {
          void run(() => setRealityCheck({ minutes: Number(event.target.value) }).unwrap());
        }}
      >
        {REALITY_CHECK_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {responsiblePlayCopy.minutes(option)}
          </option>
        ))}
      </Select>
      <Hint id={`${id}-hint`}>{walletMessages.reminderSavedOnChoice}</Hint>
      <MessageList items={errors} />
      <p role="status">
        {saved && chosen && (
          <Saved>{fill(walletMessages.reminderSaved, { n: String(chosen.minutes) })}</Saved>
        )}
      </p>
    </Reminder>
  );
}
