import { authMessages } from '@velas/domain/messages/auth';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@velas/domain/routes';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginNotice } from '#/lib/loginNotice.ts';
import { useConfirmPasswordResetMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';
import { NewPasswordFields, NO_NEW_PASSWORD } from './NewPasswordFields.tsx';

/** The reset e-mail's link: a new password for the token it carries, once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [next, setNext] = useState(NO_NEW_PASSWORD);
  const [confirm] = useConfirmPasswordResetMutation();
  const navigate = useNavigate();
  const form = useFormSubmit(
    async () => {
      const answer = await confirm({
        token,
        password: next.password,
        password_confirmation: next.confirmation,
      }).unwrap();
      const state: LoginNotice = { notice: answer.message };
      await navigate(LOGIN_PATH, { state, replace: true });
    },
    { initialErrors: token === '' ? [authMessages.passwordResetInvalid] : [] },
  );

  return (
    <Form form={form} noValidate aria-label={accountSecurityCopy.resetPassword}>
      <MessageList items={form.errors} />
      <NewPasswordFields value={next} onChange={setNext} errors={form.errors} />
      <Button type="submit" $block disabled={form.busy || token === ''} aria-busy={form.busy}>
        {accountSecurityCopy.saveNewPassword}
      </Button>
      {(token === '' || form.code === 'link_invalid') && (
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>{accountSecurityCopy.requestNewLink}</Link>
        </p>
      )}
    </Form>
  );
}
