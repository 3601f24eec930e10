import { authMessages } from '@velas/domain/messages/auth';
import { HOME_PATH, SIGN_IN_LINK_REQUEST_PATH } from '@velas/domain/routes';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '#/core/hooks.ts';
import { loggedIn } from '#/core/session/sessionSlice.ts';
import { useConfirmSignInLinkMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';

/**
 * The sign-in link's page: the tap spends the link, not the page opening, so a
 * mail scanner that opens links spends nothing.
 */
export function SignInWithLinkForm({ token }: { token: string }) {
  const [confirm] = useConfirmSignInLinkMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useFormSubmit(
    async () => {
      const answer = await confirm({ token }).unwrap();
      dispatch(loggedIn(answer, answer.email));
      await navigate(HOME_PATH, { replace: true });
    },
    { initialErrors: token === '' ? [authMessages.signInLinkInvalid] : [] },
  );

  return (
    <Form form={form} noValidate aria-label={accountSecurityCopy.signInWithLink}>
      <MessageList items={form.errors} />
      <Button type="submit" $block disabled={form.busy || token === ''} aria-busy={form.busy}>
        {accountSecurityCopy.signIn}
      </Button>
      {(token === '' || form.code === 'link_invalid') && (
        <p>
          <Link to={SIGN_IN_LINK_REQUEST_PATH}>{accountSecurityCopy.requestNewLink}</Link>
        </p>
      )}
    </Form>
  );
}
