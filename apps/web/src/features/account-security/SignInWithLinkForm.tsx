import { messages } from '@velas/domain/messages';
import { HOME_PATH, SIGN_IN_LINK_REQUEST_PATH } from '@velas/domain/routes';
import { Button } from '@velas/web-core/ui/Button';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../core/hooks';
import { loggedIn } from '../../core/session/sessionSlice';
import { useConfirmSignInLinkMutation } from '../../services/accountSecurityApi';
import { MessageList } from '../../ui/Alert';
import { accountSecurityCopy } from './copy';
import { failureText } from './failureText';

/**
 * The sign-in link's page: the tap spends the link, not the page opening, so a
 * mail scanner that opens links spends nothing (docs/product.md#password-change-and-reset).
 */
export function SignInWithLinkForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<string[]>(token === '' ? [messages.signInLinkInvalid] : []);
  const [confirm, { isLoading }] = useConfirmSignInLinkMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      const answer = await confirm({ token }).unwrap();
      dispatch(loggedIn(answer, answer.email));
      await navigate(HOME_PATH, { replace: true });
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };

  return (
    <form
      noValidate
      aria-label={accountSecurityCopy.signInWithLink}
      onSubmit={(event) => void submit(event)}
    >
      <MessageList items={errors} />
      <Button type="submit" $block disabled={isLoading || token === ''} aria-busy={isLoading}>
        {accountSecurityCopy.signIn}
      </Button>
      {errors.includes(messages.signInLinkInvalid) && (
        <p>
          <Link to={SIGN_IN_LINK_REQUEST_PATH}>{accountSecurityCopy.requestNewLink}</Link>
        </p>
      )}
    </form>
  );
}
