import { ACCOUNT_PATH } from '@velas/domain/routes';
import { Button } from '@velas/web-core/ui/Button';
import { Headset, LogOut, MonitorSmartphone, UserCog } from 'lucide-react';
import styled from 'styled-components';
import { useAppDispatch } from '../core/hooks.ts';
import { ThemeSettings } from '../core/theme/ThemeSettings.tsx';
import { Icon } from '../ui/Icon.tsx';
import { layoutsCopy } from './copy.ts';
import { signOut, signOutEverywhere } from './signOut.ts';
import { ItemButton, ItemLink, ItemRouteLink } from './UserMenuItems.ts';

const Menu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  width: min(320px, calc(100vw - 24px));
  max-height: calc(100dvh - 80px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.high};
  z-index: 40;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  }
`;

const Email = styled.li`
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.xs};
`;

interface UserMenuPanelProps {
  id: string;
  email: string | null;
  /** The support chat, where the operator has one. */
  supportHref: string | undefined;
  /** Closes the menu as a row leads to another screen. */
  onClose: () => void;
  /** Pix rápido: the deposit modal, which the menu hands over to and closes for. */
  onQuickPix: () => void;
}

/** The open account menu: e-mail, Pix rápido, Minha conta, support, the theme settings, Sair and Sair de todos os dispositivos. */
export function UserMenuPanel({ id, email, supportHref, onClose, onQuickPix }: UserMenuPanelProps) {
  const dispatch = useAppDispatch();
  return (
    <Menu id={id}>
      <ul>
        <Email>{email}</Email>
        <li>
          <Button type="button" $variant="secondary" $block onClick={onQuickPix}>
            {layoutsCopy.quickPix}
          </Button>
          <Hint>{layoutsCopy.quickPixHint}</Hint>
        </li>
        <li>
          <ItemRouteLink to={ACCOUNT_PATH} onClick={onClose}>
            <Icon icon={UserCog} />
            {layoutsCopy.myAccount}
          </ItemRouteLink>
        </li>
        {supportHref && (
          <li>
            <ItemLink href={supportHref} target="_blank" rel="noreferrer">
              <Icon icon={Headset} />
              {layoutsCopy.support}
            </ItemLink>
          </li>
        )}
      </ul>
      <hr />
      <ThemeSettings />
      <hr />
      <ItemButton type="button" onClick={() => void signOut(dispatch)}>
        <Icon icon={LogOut} />
        {layoutsCopy.signOut}
      </ItemButton>
      <ItemButton type="button" onClick={() => void signOutEverywhere(dispatch)}>
        <Icon icon={MonitorSmartphone} />
        {layoutsCopy.signOutEverywhere}
      </ItemButton>
    </Menu>
  );
}
