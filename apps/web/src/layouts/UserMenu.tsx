import { ACCOUNT_PATH } from '@velas/domain/routes';
import { CircleUserRound, Headset, LogOut, MonitorSmartphone, UserCog } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../core/hooks.ts';
import { selectSession } from '../core/session/sessionSlice.ts';
import { media } from '../core/theme/media.ts';
import { ThemeSettings } from '../core/theme/ThemeSettings.tsx';
import { TopDepositButton } from '../features/wallet/deposit/TopDepositButton.tsx';
import { chatLink } from '../lib/operatorLinks.ts';
import { usePublicSettings } from '../services/settingsApi.ts';
import { Icon } from '../ui/Icon.tsx';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { layoutsCopy } from './copy.ts';
import { signOut, signOutEverywhere } from './signOut.ts';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touch};
  min-width: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(2)};
  justify-content: center;
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.control};
  }
`;

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

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 8px;
  text-align: start;
  background: transparent;
  border: 0;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  border-radius: 8px;
`;

const ItemButton = styled.button`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const ItemRouteLink = styled(Link)`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const ItemLink = styled.a`
  ${itemStyle}
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.xs};
`;

const Name = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.upToTiles} {
    ${visuallyHidden}
  }
`;

/**
 * The first name only: it reads the same before the identity is verified
 * (when the api masks the rest, docs/product/accounts.md#profile) and after, so the
 * header never switches between "Paula T. C." and "Paula Teste Costa".
 */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first === undefined || first === '' ? null : first;
}

/** The account menu: e-mail, Pix rápido, Minha conta, support, the theme settings, Sair and Sair de todos os dispositivos (docs/design.md). */
export function UserMenu() {
  const supportHref = chatLink(usePublicSettings()?.support, layoutsCopy.supportChatMessage);
  const { user, email } = useAppSelector(selectSession);
  const displayName = firstName(user) ?? email ?? '';
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      const target = event.target as Element;
      // The quick Pix dialog opened from here lives in the top layer.
      if (target.closest('dialog')) return;
      if (!wrapper.current?.contains(target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        type="button"
        // The accessible name starts with the visible name (WCAG 2.5.3, label in name).
        aria-label={layoutsCopy.userMenu(displayName)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <Icon icon={CircleUserRound} size={24} />
        <Name>{displayName}</Name>
      </Trigger>
      {open && (
        <Menu id={menuId}>
          <ul>
            <Email>{email}</Email>
            <li>
              <TopDepositButton />
              <Hint>{layoutsCopy.quickPixHint}</Hint>
            </li>
            <li>
              <ItemRouteLink
                to={ACCOUNT_PATH}
                onClick={() => {
                  setOpen(false);
                }}
              >
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
      )}
    </Wrapper>
  );
}
