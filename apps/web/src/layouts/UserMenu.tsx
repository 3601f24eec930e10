import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectSession } from '../app/session/sessionSlice';
import { Icon } from '../ui/Icon';
import { signOut } from './signOut';
import { media } from '../app/theme/media';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 10px;
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 40;
  li {
    padding: 6px 10px;
  }
  button {
    width: 100%;
    min-height: 44px;
    text-align: start;
    background: transparent;
    border: 0;
    color: inherit;
    font: inherit;
    cursor: pointer;
    border-radius: 6px;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.phone} {
    display: none;
  }
`;

export function UserMenu() {
  const { user, email } = useAppSelector(selectSession);
  const displayName = user ?? email ?? '';
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
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
        aria-label={`${displayName}: menu do usuário`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <Icon name="user" />
        <Name>{displayName}</Name>
      </Trigger>
      {open && (
        <Menu id={menuId}>
          <li>{email}</li>
          <li>
            <button type="button" onClick={() => void signOut(dispatch)}>
              Sair
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
