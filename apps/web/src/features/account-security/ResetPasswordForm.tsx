import { messages } from '@velas/domain/messages';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@velas/domain/routes';
import { Button } from '@velas/web-core/ui/Button';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginNotice } from '../../lib/loginNotice';
import { useConfirmPasswordResetMutation } from '../../services/accountSecurityApi';
import { MessageList } from '../../ui/Alert';
import { accountSecurityCopy } from './copy';
import { failureText } from './failureText';
import { NewPasswordFields, NO_NEW_PASSWORD } from './NewPasswordFields';

/** The reset e-mail's link: a new password for the token it carries, once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [next, setNext] = useState(NO_NEW_PASSWORD);
  const [errors, setErrors] = useState<string[]>(
    token === '' ? [messages.passwordResetInvalid] : [],
  );
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();
  const navigate = useNavigate();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      const answer = await confirm({
        token,
        password: next.password,
        password_confirmation: next.confirmation,
      }).unwrap();
      const state: LoginNotice = { notice: answer.message };
      await navigate(LOGIN_PATH, { state, replace: true });
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };

  return (
    <form
      noValidate
      aria-label={accountSecurityCopy.resetPassword}
      onSubmit={(event) => void submit(event)}
    >
      <MessageList items={errors} />
      <NewPasswordFields value={next} onChange={setNext} errors={errors} />
      <Button type="submit" $block disabled={isLoading || token === ''} aria-busy={isLoading}>
        {accountSecurityCopy.saveNewPassword}
      </Button>
      {errors.includes(messages.passwordResetInvalid) && (
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>{accountSecurityCopy.requestNewLink}</Link>
        </p>
      )}
    </form>
  );
}
