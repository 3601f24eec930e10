import { messages } from '@velas/domain/messages';
import { useState, type SyntheticEvent } from 'react';
import { useChangePasswordMutation } from '../../services/accountSecurityApi';
import { Alert, MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { failureText } from './failureText';

/** "Alterar senha": the current password proves it is the owner; the other sessions end. */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setDone(null);
    try {
      const answer = await change({
        current_password: current,
        password,
        password_confirmation: confirmation,
      }).unwrap();
      setErrors([]);
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setDone(answer.message);
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };
  const at = (message: string) => (errors.includes(message) ? message : null);

  return (
    <form noValidate aria-label="Alterar senha" onSubmit={(event) => void submit(event)}>
      <h2>Alterar senha</h2>
      {done && <Alert tone="success">{done}</Alert>}
      <MessageList items={errors} />
      <Field
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={at(messages.currentPasswordWrong)}
      />
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={at(messages.passwordTooShort)}
      />
      <Field
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={at(messages.passwordsDoNotMatch)}
      />
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        Alterar senha
      </Button>
    </form>
  );
}
