import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { Button, ButtonLink } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isForSale } from '#/services/productsForSale.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { AdultsNotice } from '#/ui/AdultsNotice.tsx';
import { authCopy } from './copy.ts';

/** The one line that says what the app is, first and a step larger. */
const WhatItIs = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.md};
  font-weight: 600;
  line-height: 1.4;
`;

const Presentation = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Option = styled.div`
  margin: 12px 0;
  p {
    margin: 0 0 8px;
  }
`;

/**
 * Opens on load and stays until the person says they have an account:
 * no backdrop click, no Escape, no close button.
 * It first says in one line what the app is, with the presentation where this
 * house offers it (a page that ends in "not for sale" is no introduction).
 */
export function GateDialog({ open, onHaveAccount }: { open: boolean; onHaveAccount: () => void }) {
  const settings = usePublicSettings();
  const brand = settings?.brand.name ?? 'Velas';
  return (
    <Dialog open={open} title={authCopy.gateTitle}>
      <WhatItIs>{fill(plainWordsMessages.gateWhatVelasIs, { marca: brand })}</WhatItIs>
      {isForSale(settings, 'presentation') && (
        <Presentation to="/auth/presentation">
          {plainWordsMessages.gatePresentationLink}
        </Presentation>
      )}
      <p>{authCopy.gateNeedsAccount(brand)}</p>
      <Option>
        <p>
          <strong>{authCopy.optionOne}</strong>
          {authCopy.noAccountYet}
        </p>
        <ButtonLink as={Link} to="/auth/register/ROLE_APP_LOTOGREEN" $block>
          {authCopy.createAccount}
        </ButtonLink>
      </Option>
      <Option>
        <p>
          <strong>{authCopy.optionTwo}</strong>
          {authCopy.hasAccountSentence}
        </p>
        <Button type="button" $variant="secondary" $block onClick={onHaveAccount}>
          {authCopy.hasAccount}
        </Button>
      </Option>
      <AdultsNotice />
    </Dialog>
  );
}
