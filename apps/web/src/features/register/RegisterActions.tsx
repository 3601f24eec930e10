import { RISK_WARNING } from '@velas/domain/protection';
import { LOGIN_PATH } from '@velas/domain/routes';
import { Button } from '@velas/web-core/ui/Button';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { registerCopy } from './copy.ts';
import { useSlowSubmitHint } from './useSlowSubmitHint.ts';

/** Always there, so its words are announced when they come; no room taken while empty. */
const SlowHint = styled.p`
  &:empty {
    margin: 0;
  }
`;

export function RegisterActions({ busy }: { busy: boolean }) {
  const slow = useSlowSubmitHint(busy);
  return (
    <>
      <p role="note">{RISK_WARNING}</p>
      <Button type="submit" $block disabled={busy}>
        {busy ? registerCopy.registering : registerCopy.createAccount}
      </Button>
      <SlowHint role="status">{slow && registerCopy.registeringSlow}</SlowHint>
      <p>
        {registerCopy.hasAccount}
        <Link to={LOGIN_PATH}>{registerCopy.signIn}</Link>
      </p>
      <p>
        <SupportLink message={registerCopy.supportMessage} />
      </p>
    </>
  );
}
