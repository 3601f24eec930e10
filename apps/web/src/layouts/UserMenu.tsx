import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../core/hooks.ts';
import { selectSession } from '../core/session/sessionSlice.ts';
import { media } from '../core/theme/media.ts';
import { chatLink } from '../lib/operatorLinks.ts';
import { usePublicSettings } from '../services/settingsApi.ts';
import { Icon } from '../ui/Icon.tsx';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { layoutsCopy } from './copy.ts';
import type { SignedInSlots } from './signedInSlots.ts';
import { useMenuOpen } from './useMenuOpen.ts';
import { UserMenuPanel } from './UserMenuPanel.tsx';

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
 * (when the api masks the rest) and after, so the
 * header never switches between "Paula T. C." and "Paula Teste Costa".
 */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first === undefined || first === '' ? null : first;
}

/** The account menu's trigger, the first name and an icon, and the menu it opens (docs/design.md). */
export function UserMenu({ QuickPixDialog }: Pick<SignedInSlots, 'QuickPixDialog'>) {
  const supportHref = chatLink(usePublicSettings()?.support, layoutsCopy.supportChatMessage);
  const { user, email } = useAppSelector(selectSession);
  const displayName = firstName(user) ?? email ?? '';
  const { open, menuId, wrapper, toggle, close } = useMenuOpen();
  const [quickPixOpen, setQuickPixOpen] = useState(false);
  return (
    <Wrapper ref={wrapper}>
      <Trigger
        type="button"
        // The accessible name starts with the visible name (WCAG 2.5.3, label in name).
        aria-label={layoutsCopy.userMenu(displayName)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <Icon icon={CircleUserRound} size={24} />
        <Name>{displayName}</Name>
      </Trigger>
      {open && (
        <UserMenuPanel
          id={menuId}
          email={email}
          supportHref={supportHref}
          onClose={close}
          onQuickPix={() => {
            close();
            setQuickPixOpen(true);
          }}
        />
      )}
      <QuickPixDialog
        open={quickPixOpen}
        onClose={() => {
          setQuickPixOpen(false);
        }}
      />
    </Wrapper>
  );
}
