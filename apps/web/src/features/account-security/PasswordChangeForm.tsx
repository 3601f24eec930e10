import { authMessages } from '@velas/domain/messages/auth';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { useChangePasswordMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';
import { errorAt, NewPasswordFields, NO_NEW_PASSWORD } from './NewPasswordFields.tsx';

/** "Alterar senha": the current password proves it is the owner; the other sessions end. */
export function PasswordChangeForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState(NO_NEW_PASSWORD);
  const [done, setDone] = useState<string | null>(null);
  const [change] = useChangePasswordMutation();
  const form = useFormSubmit(async () => {
    setDone(null);
    const answer = await change({
      current_password: current,
      password: next.password,
      password_confirmation: next.confirmation,
    }).unwrap();
    setCurrent('');
    setNext(NO_NEW_PASSWORD);
    setDone(answer.message);
  });

  return (
    <Form form={form} noValidate aria-label={accountSecurityCopy.changePassword}>
      <h2>{accountSecurityCopy.changePassword}</h2>
      {done && <Alert tone="success">{done}</Alert>}
      <MessageList items={form.errors} />
      <Field
        label={accountSecurityCopy.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={errorAt(form.errors)(authMessages.currentPasswordWrong)}
      />
      <NewPasswordFields value={next} onChange={setNext} errors={form.errors} />
      <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {accountSecurityCopy.changePassword}
      </Button>
    </Form>
  );
}
