import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { media } from '../core/theme/media.ts';
import { Icon } from '../ui/Icon.tsx';
import { layoutsCopy } from './copy.ts';
import { iconForPath } from './navIcons.ts';
import { bottomItems } from './navigation.ts';

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  display: none;
  background: ${({ theme }) => theme.colors.raised};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 20;
  padding-bottom: env(safe-area-inset-bottom);
  ${media.belowLayout} {
    display: flex;
  }
`;

const itemStyle = `
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 64px;
  padding: 6px 2px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  background: transparent;
  border: 0;
  font-family: inherit;
  cursor: pointer;
`;

/**
 * One line per label ("Operações", "Histórico"): short labels fit 360 px whole;
 * the full title stays the link's name and tooltip.
 */
const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Mobile navigation (< 993 px): the showInBottom routes plus Menu.
 */
export function BottomNav({
  prefix,
  onMenu,
  menuOpen,
}: {
  prefix: string;
  onMenu: () => void;
  menuOpen: boolean;
}) {
  return (
    <Bar aria-label={layoutsCopy.bottomNav}>
      {bottomItems(prefix).map((item) => (
        <Item
          key={item.to}
          to={item.to}
          title={item.title}
          // The visible word first, so a voice command saying it still finds the link.
          {...(item.label === item.title ? {} : { 'aria-label': `${item.label}: ${item.title}` })}
        >
          <Icon icon={iconForPath(item.to)} size={22} />
          <Label>{item.label}</Label>
        </Item>
      ))}
      <MenuButton type="button" onClick={onMenu} aria-expanded={menuOpen} aria-controls="sidebar">
        <Icon icon={Menu} size={22} />
        <Label>{layoutsCopy.menu}</Label>
      </MenuButton>
    </Bar>
  );
}
