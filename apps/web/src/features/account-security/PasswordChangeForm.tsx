import { messages } from '@velas/domain/messages';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { useChangePasswordMutation } from '../../services/accountSecurityApi';
import { Alert, MessageList } from '../../ui/Alert';
import { accountSecurityCopy } from './copy';
import { failureText } from './failureText';
import { errorAt, NewPasswordFields, NO_NEW_PASSWORD } from './NewPasswordFields';

/** "Alterar senha": the current password proves it is the owner; the other sessions end. */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState(NO_NEW_PASSWORD);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    try {
      const answer = await change({
        current_password: current,
        password: next.password,
        password_confirmation: next.confirmation,
      }).unwrap();
      setErrors([]);
      setCurrent('');
      setNext(NO_NEW_PASSWORD);
      setDone(answer.message);
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };

  return (
    <form
      noValidate
      aria-label={accountSecurityCopy.changePassword}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{accountSecurityCopy.changePassword}</h2>
      {done && <Alert tone="success">{done}</Alert>}
      <MessageList items={errors} />
      <Field
        label={accountSecurityCopy.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={errorAt(errors)(messages.currentPasswordWrong)}
      />
      <NewPasswordFields value={next} onChange={setNext} errors={errors} />
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {accountSecurityCopy.changePassword}
      </Button>
    </form>
  );
}
